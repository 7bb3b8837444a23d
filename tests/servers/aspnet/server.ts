/**
 * @module Starts the ASP.NET server (plain `node:http`) on 127.0.0.1 and hands back its tokens
 * (API keys, or bearer tokens with `auth: 'bearer'`), seeded GUIDs and truth.
 */
import { randomUUID } from 'node:crypto';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createAspNetHandler } from './handler.ts';
import { type AspNetServerOptions, resolveAspNetOptions } from './options.ts';
import { aspNetTruth } from './truth.ts';

export function startAspNetServer(options?: AspNetServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveAspNetOptions(options);
  const tenants = new TenantDirectory(() => randomUUID());
  return startOnLoopback(
    createAspNetHandler(resolved, tenants),
    resolved.port,
    tenants,
    aspNetTruth(resolved),
  );
}

/**
 * @module Starts the gostd server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded xid records and truth.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createGostdHandler } from './handler.ts';
import { type GostdServerOptions, resolveGostdOptions } from './options.ts';
import { gostdTruth } from './truth.ts';
import { newXid } from './xid.ts';

export function startGostdServer(options?: GostdServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveGostdOptions(options);
  const tenants = new TenantDirectory(() => newXid());
  return startOnLoopback(createGostdHandler(resolved, tenants), resolved.port, tenants, gostdTruth(resolved));
}

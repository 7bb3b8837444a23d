/**
 * @module Starts the API Gateway server (plain `node:http`) on 127.0.0.1 and hands back its
 * tokens, seeded uuid ids and truth.
 */
import { randomUUID } from 'node:crypto';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createApigwHandler } from './handler.ts';
import { type ApigwServerOptions, resolveApigwOptions } from './options.ts';
import { apigwTruth } from './truth.ts';

export function startApigwServer(options?: ApigwServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveApigwOptions(options);
  const tenants = new TenantDirectory(() => randomUUID());
  return startOnLoopback(createApigwHandler(resolved, tenants), resolved.port, tenants, apigwTruth(resolved));
}

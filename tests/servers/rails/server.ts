/**
 * @module Starts the Rails server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded ids and truth.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createRailsHandler } from './handler.ts';
import { nextRailsId } from './ids.ts';
import { type RailsServerOptions, resolveRailsOptions } from './options.ts';
import { railsTruth } from './truth.ts';

export function startRailsServer(options?: RailsServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveRailsOptions(options);
  const tenants = new TenantDirectory(nextRailsId);
  return startOnLoopback(createRailsHandler(resolved, tenants), resolved.port, tenants, railsTruth(resolved));
}

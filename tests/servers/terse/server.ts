/**
 * @module Starts the terse server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded ids and truth.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createTerseHandler } from './handler.ts';
import { terseId } from './ids.ts';
import { resolveTerseOptions, type TerseServerOptions } from './options.ts';
import { terseTruth } from './truth.ts';

export function startTerseServer(options?: TerseServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveTerseOptions(options);
  const tenants = new TenantDirectory(terseId);
  return startOnLoopback(createTerseHandler(resolved, tenants), resolved.port, tenants, terseTruth(resolved));
}

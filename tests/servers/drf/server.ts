/**
 * @module Starts the DRF server (plain `node:http`) on 127.0.0.1 and hands back its tokens, seeded
 * ids and truth.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createDrfHandler } from './handler.ts';
import { primaryKeys } from './ids.ts';
import { type DrfServerOptions, resolveDrfOptions } from './options.ts';
import { drfTruth } from './truth.ts';

export function startDrfServer(options?: DrfServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveDrfOptions(options);
  const pk = primaryKeys();
  const tenants = new TenantDirectory(pk);
  return startOnLoopback(createDrfHandler(resolved, tenants, pk), resolved.port, tenants, drfTruth(resolved));
}

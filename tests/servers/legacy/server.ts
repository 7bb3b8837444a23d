/**
 * @module Starts the legacy server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded ids and truth.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createLegacyHandler } from './handler.ts';
import { legacyId } from './ids.ts';
import { type LegacyServerOptions, resolveLegacyOptions } from './options.ts';
import { legacyTruth } from './truth.ts';

export function startLegacyServer(options?: LegacyServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveLegacyOptions(options);
  const tenants = new TenantDirectory(legacyId);
  return startOnLoopback(
    createLegacyHandler(resolved, tenants),
    resolved.port,
    tenants,
    legacyTruth(resolved),
  );
}

/**
 * @module Starts the legacy server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded ids and truth.
 */
import { createServer } from 'node:http';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { closeNow, listenOnLoopback } from '../shared/loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createLegacyHandler } from './handler.ts';
import { legacyId } from './ids.ts';
import { type LegacyServerOptions, resolveLegacyOptions } from './options.ts';
import { legacyTruth } from './truth.ts';

export async function startLegacyServer(options?: LegacyServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveLegacyOptions(options);
  const tenants = new TenantDirectory(legacyId);
  const server = createServer(createLegacyHandler(resolved, tenants));
  const url = await listenOnLoopback(server, resolved.port);
  return {
    url,
    tokens: { a: tenants.a.token, b: tenants.b.token },
    ids: tenants.a.ids,
    idsB: tenants.b.ids,
    truth: legacyTruth(resolved),
    close: () => closeNow(server),
  };
}

/**
 * @module Starts the alt server on 127.0.0.1 and hands back its tokens, seeded ids and truth; the
 * fastify app serves through the shared start helper.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { buildAltApp } from './app.ts';
import { altId } from './ids.ts';
import { type AltServerOptions, resolveAltOptions } from './options.ts';
import { altTruth } from './truth.ts';

export async function startAltServer(options?: AltServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveAltOptions(options);
  const tenants = new TenantDirectory(altId);
  const app = buildAltApp(resolved, tenants);
  await app.ready();
  return startOnLoopback(
    (req, res) => app.server.emit('request', req, res),
    resolved.port,
    tenants,
    altTruth(resolved),
    {
      close: (closeServer) => closeServer().then(() => app.close()),
    },
  );
}

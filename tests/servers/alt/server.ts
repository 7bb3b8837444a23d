/**
 * @module Starts the alt server on 127.0.0.1 and hands back its tokens, seeded ids and truth.
 */
import type { AddressInfo } from 'node:net';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { buildAltApp } from './app.ts';
import { altId } from './ids.ts';
import { type AltServerOptions, resolveAltOptions } from './options.ts';
import { altTruth } from './truth.ts';

export async function startAltServer(options?: AltServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveAltOptions(options);
  const tenants = new TenantDirectory(altId);
  const app = buildAltApp(resolved, tenants);
  await app.listen({ host: '127.0.0.1', port: resolved.port });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens: { a: tenants.a.token, b: tenants.b.token },
    ids: tenants.a.ids,
    idsB: tenants.b.ids,
    truth: altTruth(resolved),
    close: () => app.close(),
  };
}

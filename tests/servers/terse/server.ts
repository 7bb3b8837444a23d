/**
 * @module Starts the terse server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded ids and truth.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createTerseHandler } from './handler.ts';
import { terseId } from './ids.ts';
import { resolveTerseOptions, type TerseServerOptions } from './options.ts';
import { terseTruth } from './truth.ts';

export async function startTerseServer(options?: TerseServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveTerseOptions(options);
  const tenants = new TenantDirectory(terseId);
  const server = createServer(createTerseHandler(resolved, tenants));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    tokens: { a: tenants.a.token, b: tenants.b.token },
    ids: tenants.a.ids,
    idsB: tenants.b.ids,
    truth: terseTruth(resolved),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * @module Starts the blind-go server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded ids and truth.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createGoHandler } from './handler.ts';
import { idSequences } from './ids.ts';
import { type BlindGoServerOptions, resolveBlindGoOptions } from './options.ts';
import { blindGoTruth } from './truth.ts';

export async function startBlindGoServer(options?: BlindGoServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveBlindGoOptions(options);
  const tenants = new TenantDirectory(idSequences());
  const server = createServer(createGoHandler(resolved, tenants));
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
    truth: blindGoTruth(resolved),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * @module Starts the blind-zod server (plain `node:http`) on 127.0.0.1 and hands back its tokens,
 * seeded ids and truth.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createZodHandler } from './handler.ts';
import { cuid } from './ids.ts';
import { type BlindZodServerOptions, resolveBlindZodOptions } from './options.ts';
import { blindZodTruth } from './truth.ts';

export async function startBlindZodServer(options?: BlindZodServerOptions): Promise<ReferenceServerHandle> {
  const resolved = resolveBlindZodOptions(options);
  const tenants = new TenantDirectory(cuid);
  const server = createServer(createZodHandler(resolved, tenants));
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
    truth: blindZodTruth(resolved),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * @module Serves a request handler on 127.0.0.1 and builds the handle every reference server hands
 * back (url, the tenants' tokens and seeded ids, the truth, `close`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReferenceServerHandle, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import type { TenantDirectory } from './tenants.ts';

export async function startOnLoopback(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  port: number,
  tenants: TenantDirectory,
  truth: ServerTruth,
): Promise<ReferenceServerHandle> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    tokens: { a: tenants.a.token, b: tenants.b.token },
    ids: tenants.a.ids,
    idsB: tenants.b.ids,
    truth,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

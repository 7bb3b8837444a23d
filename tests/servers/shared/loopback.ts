/**
 * @module Listening on 127.0.0.1 (port 0 = ephemeral) and closing without waiting for idle
 * keep-alive connections: the start and stop every `node:http` test server needs.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens and resolves to the server's base URL. */
export async function listenOnLoopback(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function closeNow(server: Server): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * @module One request written by hand on a TCP socket, and every byte that comes back until the
 * server closes the connection (or `waitMs` passes): for answers no HTTP client would hand over
 * (invalid status codes, non-HTTP bytes, a reset mid-body).
 */
import { connect } from 'node:net';

export interface RawAnswer {
  readonly bytes: Buffer;
  /** The socket error code, e.g. `ECONNRESET`, when the connection ended in one. */
  readonly error: string | undefined;
  /** True when the server neither answered fully nor closed within `waitMs`. */
  readonly timedOut: boolean;
}

export function rawExchange(
  baseUrl: string,
  method: string,
  path: string,
  token: string,
  waitMs = 2_000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const body = method === 'GET' || method === 'DELETE' ? '' : '{}';
  const head = [
    `${method} ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Authorization: Bearer ${token}`,
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    'Connection: close',
  ].join('\r\n');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let error: string | undefined;
    let timedOut = false;
    const socket = connect(Number(port), hostname, () => socket.write(`${head}\r\n\r\n${body}`));
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, waitMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ bytes: Buffer.concat(chunks), error, timedOut });
    });
  });
}

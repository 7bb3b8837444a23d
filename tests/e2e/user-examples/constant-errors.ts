/**
 * @module A loopback proxy in front of a test server that replaces the body of every 4xx and 5xx
 * answer with one constant text (status and other headers kept): the server's error texts, which
 * name the fields it wants, are gone, so only behaviour is left to learn from. A stand-in, local to
 * this test, for the generalisation wrapper's "constant error bodies" (issue 17, item 7).
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export const CONSTANT_ERROR = 'Request failed.';

export interface ErrorProxy {
  readonly url: string;
  close(): Promise<void>;
}

export async function constantErrorProxy(target: string): Promise<ErrorProxy> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: '127.0.0.1',
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status < 400) {
          res.writeHead(status, answer.headers);
          answer.pipe(res);
          return;
        }
        answer.resume();
        const { 'content-length': _length, 'content-type': _type, ...headers } = answer.headers;
        res.writeHead(status, {
          ...headers,
          'content-type': 'text/plain',
          'content-length': Buffer.byteLength(CONSTANT_ERROR),
        });
        res.end(CONSTANT_ERROR);
      },
    );
    forward.on('error', () => {
      res.destroy();
    });
    req.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * @module A deliberately unhelpful target: answers every request in one bad way (HTML pages,
 * huge bodies, or never), to show the harness copes without crashing or hanging.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Hostility = 'html' | 'huge' | 'silent';

export interface HostileServer {
  readonly url: string;
  close(): Promise<void>;
}

const hugeChunk = Buffer.alloc(1024 * 1024, 'a');

export async function startHostileServer(kind: Hostility): Promise<HostileServer> {
  const server: Server = createServer((req, res) => {
    req.resume();
    switch (kind) {
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<!doctype html><html><body><h1>Welcome</h1></body></html>');
        return;
      case 'huge': {
        res.writeHead(200, { 'content-type': 'application/json' });
        // 64 MiB of one unterminated JSON string.
        res.write('{"data":"');
        let left = 64;
        const pump = () => {
          while (left > 0) {
            left -= 1;
            if (!res.write(hugeChunk)) return void res.once('drain', pump);
          }
          res.end('"}');
        };
        pump();
        return;
      }
      case 'silent':
        return; // never answers
      default:
        kind satisfies never;
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

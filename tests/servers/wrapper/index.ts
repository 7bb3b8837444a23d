/**
 * @module A wrapper that fronts any started test server: a reverse proxy on 127.0.0.1 that applies
 * a `Wrapping` (constant error bodies, rate-limit headers renamed or removed, 400 ↔ 422, fractions
 * truncated) and hands back a handle of the same shape, with the truth as seen through it. It owns
 * the server behind: closing the wrapper closes both. Bodies are buffered both ways (test servers
 * answer small bodies); a connection the server drops is dropped to the client too.
 */
import { Agent, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { readBody } from '../shared/read-body.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { rewriteResponse } from './rewrite-response.ts';
import { truncateFractions } from './truncate-fractions.ts';
import { wrappedTruth } from './wrapped-truth.ts';
import type { Wrapping } from './wrapping.ts';

export { WRAPPINGS, type Wrapping, type WrappingName } from './wrapping.ts';

/** A whole body (buffered both ways: test servers answer small bodies); a flood cuts the exchange. */
async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const read = await readBody(stream, Number.POSITIVE_INFINITY);
  if (read.kind !== 'ok') throw new Error('body not read');
  return read.bytes;
}

/** The request body as the server behind reads it: fractions truncated in JSON bodies under (d). */
function forwardedBody(req: IncomingMessage, body: Buffer, w: Wrapping): Buffer {
  if (!w.truncateFractions || body.length === 0) return body;
  if (!/json/i.test(req.headers['content-type'] ?? '')) return body;
  return Buffer.from(truncateFractions(body.toString('utf8')));
}

export async function wrapServer(inner: ReferenceServerHandle, w: Wrapping): Promise<ReferenceServerHandle> {
  const target = new URL(inner.url);
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });

  async function proxy(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = forwardedBody(req, await readAll(req), w);
    const headers = { ...req.headers };
    if (headers['content-length'] !== undefined) headers['content-length'] = String(body.length);
    const upstream = request({
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent,
    });
    upstream.on('response', async (up) => {
      try {
        const answer = rewriteResponse(up.statusCode ?? 502, up.headers, await readAll(up), w);
        const length = req.method === 'HEAD' ? up.headers['content-length'] : String(answer.body.length);
        res.writeHead(answer.status, {
          ...answer.headers,
          ...(length !== undefined && { 'content-length': length }),
        });
        res.end(req.method === 'HEAD' ? undefined : answer.body);
      } catch {
        res.destroy();
      }
    });
    upstream.on('error', () => res.destroy());
    upstream.end(body);
  }

  const tenants = {
    a: { token: inner.tokens.a, ids: inner.ids },
    b: { token: inner.tokens.b, ids: inner.idsB },
  };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    proxy(req, res).catch(() => res.destroy());
  };
  return startOnLoopback(handler, 0, tenants, wrappedTruth(inner.truth, w), {
    close: async (closeServer) => {
      await closeServer();
      agent.destroy();
      await inner.close();
    },
  });
}

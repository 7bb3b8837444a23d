/**
 * @module `redirect-loop`: 302 ping-pong between the path and the same path with `?loop=1`, for
 * every method (a misconfigured trailing-slash or login redirect). A client that follows it never
 * arrives; one that does not gets nothing but 302s.
 */
import { afterBody, type Breaker } from './breaker.ts';

export const redirectLoop: Breaker = ({ request, response }) =>
  afterBody(request, () => {
    const [path = '/', query = ''] = (request.url ?? '/').split('?');
    const location = query.includes('loop=1') ? path : `${path}?loop=1`;
    const text = `Found. Redirecting to ${location}`;
    response.writeHead(302, {
      location,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  });

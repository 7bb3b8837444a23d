/**
 * @module `reset-mid-body`: a 200 with its headers and the first half of a JSON body announced by
 * `Content-Length`, then a TCP reset, as when a worker process dies while streaming.
 */
import { afterBody, type Breaker } from './breaker.ts';

export const resetMidBody: Breaker = ({ request, response }) =>
  afterBody(request, () => {
    const full = Buffer.from(
      JSON.stringify({
        status: 'success',
        data: { items: Array.from({ length: 40 }, (_, i) => ({ id: i, note: 'partial answer' })) },
      }),
    );
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': full.length,
    });
    const socket = request.socket;
    // Reset a moment after the half body left: reset from inside the write callback itself came
    // out as a clean FIN on Node 20, which is a different failure (a short body, not a reset).
    response.write(full.subarray(0, Math.floor(full.length / 2)), () => {
      setTimeout(() => socket.resetAndDestroy(), 20);
    });
  });

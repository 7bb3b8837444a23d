/**
 * @module `slow-15s`: the right answer, `slowMs` late (15 s by default), as from an endpoint
 * waiting on a slow upstream. The pending answer is dropped when the server closes.
 */
import type { Breaker } from './breaker.ts';

export const slow: Breaker = ({ response, answerHealthy, onClose, slowMs }) => {
  const timer = setTimeout(() => {
    remove();
    answerHealthy();
  }, slowMs);
  const remove = onClose(() => clearTimeout(timer));
  // `close` fires once the response is done or its connection is gone (the client timed out).
  response.once('close', () => {
    clearTimeout(timer);
    remove();
  });
};

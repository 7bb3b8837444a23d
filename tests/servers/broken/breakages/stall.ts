/**
 * @module `stall`: reads the request and never answers (a deadlocked handler). The connection is
 * held until the client gives up or the server closes, which destroys it.
 */
import type { Breaker } from './breaker.ts';

export const stall: Breaker = ({ request, response, onClose }) => {
  request.resume();
  const socket = request.socket;
  const remove = onClose(() => socket.destroy());
  response.once('close', remove);
};

/**
 * @module What one breakage gets to work with: the exchange, the healthy answer (for the one that
 * only delays it), and a way to register clean-up for when the server closes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface BreakContext {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  /** Answers as the healthy server would. */
  readonly answerHealthy: () => void;
  /** Registers an undo (a timer, a held socket) run when the server closes; returns its remover. */
  readonly onClose: (dispose: () => void) => () => void;
  readonly slowMs: number;
}

export type Breaker = (ctx: BreakContext) => void;

/** Runs `then` once the request body has been read (and thrown away). */
export function afterBody(request: IncomingMessage, then: () => void): void {
  if (request.readableEnded) {
    then();
    return;
  }
  request.once('end', then);
  request.resume();
}

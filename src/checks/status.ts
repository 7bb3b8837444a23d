/**
 * @module Status guards shared by the checks.
 */
import type { RecordedResponse } from '../core/exchange.ts';
import type { CheckContext } from './types.ts';

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Answered 2xx and not a rejection by the server's own convention (a failure envelope). */
export function accepted(res: RecordedResponse, ctx: CheckContext): boolean {
  return isSuccessStatus(res.status) && !ctx.isRejection(res);
}

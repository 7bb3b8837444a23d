/**
 * @module Which answers count as "rejected": a table of statuses, plus whatever failure envelope
 * discovery learned (a 200 carrying `{ "success": false }` is a rejection too).
 */
import type { RecordedResponse } from '../core/exchange.ts';

export const rejectedStatuses: readonly number[] = [
  400, 401, 403, 404, 405, 406, 409, 410, 413, 415, 422, 429,
];

export function defaultIsRejection(
  res: RecordedResponse,
  isFailureEnvelope?: (res: RecordedResponse) => boolean,
): boolean {
  return rejectedStatuses.includes(res.status) || (isFailureEnvelope?.(res) ?? false);
}

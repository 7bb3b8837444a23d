/**
 * @module Why an operation ended unverified: every answer a clean refusal (the server said no to
 * every request the harness could build: a 4xx, or a 2xx failure body) or not (it erred, dropped
 * the connection, redirected, answered what HTTP does not define). The first is the harness's gap,
 * which a known-good request closes (`EXAMPLES_FILE`), the second the server's failure; the
 * reports word them apart, in one place here.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Exchange, RecordedResponse } from './exchange.ts';

export type UnverifiedReason = 'refused' | 'failed';

/**
 * A 4xx (429 aside: a wait the server imposed, not a refusal of the request), or a 2xx whose body
 * says failure. No answer at all (reset, timeout), a 5xx, a 3xx or an unknown status is not clean.
 */
export function isCleanRefusal(ex: Exchange, isFailureBody: (res: RecordedResponse) => boolean): boolean {
  const res = ex.response;
  if (res === undefined) return false;
  if (res.status >= 400 && res.status < 500) return res.status !== 429;
  return res.status >= 200 && res.status < 300 && isFailureBody(res);
}

export function unverifiedReason(
  exchanges: readonly Exchange[],
  isFailureBody: (res: RecordedResponse) => boolean,
): UnverifiedReason {
  return exchanges.length > 0 && exchanges.every((ex) => isCleanRefusal(ex, isFailureBody))
    ? 'refused'
    : 'failed';
}

/**
 * The one line for an operation whose every answer was a clean refusal: an operation with a body
 * needs the user's known-good body (or a better one, when its example was refused too); one
 * without needs other ids or credentials.
 */
export function noAcceptedRequestLine(
  operation: OperationNumber,
  hasBody: boolean,
  hasExample = false,
): string {
  if (!hasBody) {
    return `could not build an accepted request for #${operation}: check the ids and credentials it is sent`;
  }
  return hasExample
    ? `could not build an accepted request: the example for #${operation} was refused too (check it, its ids and credentials)`
    : `could not build an accepted request: add an example for #${operation}`;
}

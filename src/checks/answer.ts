/**
 * @module Reading an answer by this server's conventions: whether it succeeded, and how the
 * expected refusal reads (the statuses discovery learned here, or the fallback, said so).
 */
import type { AnswerKind } from '../core/conventions.ts';
import type { RecordedResponse } from '../core/exchange.ts';
import type { CheckContext } from './types.ts';

/** A 2xx whose body does not say failure: a `200 {"success": false}` is a refusal on any server. */
export function succeeded(res: RecordedResponse, ctx: CheckContext): boolean {
  return res.status >= 200 && res.status < 300 && !ctx.isFailureBody(res);
}

/** "401 or 403 (as this server answers)", "200 with a failure body (...)", "... (fallback: ...)". */
export function expectedAnswer(ctx: CheckContext, kind: AnswerKind): string {
  const { source, statuses } = ctx.conventions.answers[kind];
  const list = statuses
    .map((s) => (s < 300 && kind !== 'succeeded' ? `${s} with a failure body` : String(s)))
    .join(' or ');
  return source === 'learned'
    ? `${list} (as this server answers)`
    : `${list} (discovery saw no such answer here)`;
}

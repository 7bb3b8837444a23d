/**
 * @module The answers an operation got, counted: statuses, with 2xx failure bodies told apart, and
 * transport failures by kind (`500×40`, `200 failure body×3`, `timeout×2`).
 */
import type { Exchange, RecordedResponse } from './exchange.ts';

export type AnswerTally = Readonly<Record<string, number>>;

export function answerKey(ex: Exchange, isFailureBody?: (res: RecordedResponse) => boolean): string {
  const res = ex.response;
  if (res === undefined) return ex.failure?.kind ?? 'none';
  const failed = res.status >= 200 && res.status < 300 && (isFailureBody?.(res) ?? false);
  return failed ? `${res.status} failure body` : String(res.status);
}

export function answersOf(
  exchanges: readonly Exchange[],
  isFailureBody?: (res: RecordedResponse) => boolean,
): AnswerTally {
  const out: Record<string, number> = {};
  for (const ex of exchanges) {
    const key = answerKey(ex, isFailureBody);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** Most frequent first: `500×40 reset×3`. */
export function formatAnswers(tally: AnswerTally): string {
  return Object.entries(tally)
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([k, n]) => `${k}×${n}`)
    .join(', ');
}

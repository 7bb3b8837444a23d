/**
 * @module The pace measure (issue 26) for the bench: runs `tests/discovery/limited-vs-unlimited.ts`
 * as a child process (the bench imports no test code) with a given `MAX_DURATION`, its figures in
 * words passed through to stderr, and reads the JSON line it ends with: per limiter kind the rate
 * used (`rate_use`), the share of requests answered 429 (`rate_429_share`), the stated rate's ratio
 * to the limiter's and the facts kept against the same run with the limiter removed.
 */
import { scriptResult } from './run-command.ts';

/** Three limited 10-minute runs side by side and one unlimited: a bound, not a target. */
const TIMEOUT_MS = 25 * 60_000;

export const PACE_KINDS = ['token_bucket', 'leaky_bucket', 'sliding_window'] as const;

export async function measurePace(duration: string): Promise<Record<string, number> | undefined> {
  return scriptResult<Record<string, number>>(
    ['tests/discovery/limited-vs-unlimited.ts', '--duration', duration],
    TIMEOUT_MS,
  );
}

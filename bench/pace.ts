/**
 * @module The pace measure (issue 26) for the bench: runs `tests/discovery/limited-vs-unlimited.ts`
 * as a child process (the bench imports no test code) with a given `MAX_DURATION`, its figures in
 * words passed through to stderr, and reads the JSON line it ends with: per limiter kind the rate
 * used (`rate_use`), the share of requests answered 429 (`rate_429_share`), the stated rate's ratio
 * to the limiter's and the facts kept against the same run with the limiter removed.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { settled } from './run-command.ts';

const root = resolve(import.meta.dirname, '..');
/** Three limited 10-minute runs side by side and one unlimited: a bound, not a target. */
const TIMEOUT_MS = 25 * 60_000;

export const PACE_KINDS = ['token_bucket', 'leaky_bucket', 'sliding_window'] as const;

export async function measurePace(duration: string): Promise<Record<string, number> | undefined> {
  const child = spawn('npx', ['tsx', 'tests/discovery/limited-vs-unlimited.ts', '--duration', duration], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { code, text } = await settled(child, child.stdout, TIMEOUT_MS);
  const last = text.trim().split('\n').at(-1);
  if (code !== 0 || last === undefined) return undefined;
  try {
    return JSON.parse(last) as Record<string, number>;
  } catch {
    return undefined;
  }
}

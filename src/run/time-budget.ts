/**
 * @module The run's time budget (`MAX_DURATION`, counted from the start of the process): requests
 * stop early enough for the one in flight (`REQUEST_TIMEOUT_MS`) and the reports; discovery gets a
 * share of the sending time and the cases the rest. Each phase sees how many requests fit in its
 * time at the pace the pacer keeps now (the server's, learned from its answers, under `MAX_RPS`),
 * and plans to that.
 */
import type { Config } from '../core/config.ts';
import { Deadline, type TimeAllowance } from '../core/deadline.ts';
import { formatDuration } from '../core/duration.ts';
import type { Pacer } from '../http/pacer.ts';

/** Discovery's share of the sending time; the cases get the rest (and whatever discovery leaves). */
const DISCOVERY_SHARE = 0.6;

/** Time kept for writing the reports and running the contract suites over them. */
export function reportReserveMs(maxDurationMs: number): number {
  return Math.min(30_000, Math.max(5_000, maxDurationMs * 0.1));
}

export interface RunClock {
  readonly startedAt: number;
  readonly maxDurationMs: number;
  /** No request starts after this. */
  readonly sending: Deadline;
  /** Discovery's time: a share of what is left until `sending`. */
  discovery(): TimeAllowance;
  /** The case phase's time: everything left until `sending`. */
  cases(): TimeAllowance;
}

export function runClock(
  config: Pick<Config, 'maxDurationMs' | 'requestTimeoutMs'>,
  pacer: Pick<Pacer, 'capacity'>,
  startedAt = performance.timeOrigin,
): RunClock {
  const budget = config.maxDurationMs;
  // Never plan on less than half the budget for sending, however long a request may take.
  const reserve = Math.min(budget / 2, reportReserveMs(budget) + config.requestTimeoutMs);
  const what = `the time budget (MAX_DURATION ${formatDuration(budget)})`;
  const sending = new Deadline(startedAt + budget - reserve, what);
  const capacity = (ms: number) => pacer.capacity(ms);
  return {
    startedAt,
    maxDurationMs: budget,
    sending,
    discovery: () => {
      const deadline = new Deadline(
        Date.now() + sending.remainingMs() * DISCOVERY_SHARE,
        `discovery's share of ${what}`,
      );
      // A rate limit may allow few requests in the whole run: discovery plans on its share of them.
      const share = (ms: number) => Math.min(capacity(ms), capacity(sending.remainingMs()) * DISCOVERY_SHARE);
      return { deadline, capacity: share };
    },
    cases: () => ({ deadline: sending, capacity }),
  };
}

/**
 * @module What the time budget (and the per-operation breaker) left undone in a run, as data for
 * the reports: operations not probed, probes and cases not sent, and why.
 */

import type { RateLimitFact } from './observation.ts';

/**
 * `time`: the budget (or a phase's share) ran out; `unresponsive`: the operation's breaker opened;
 * `requests`: `MAX_REQUESTS` ran out; `check_plan`: a baseline check's case slice left it out.
 */
export type CutReason = 'time' | 'unresponsive' | 'requests' | 'check_plan';

export interface CutItem {
  readonly phase: 'discovery' | 'cases';
  /** Absent when the cut is not one operation's. */
  readonly operation?: number;
  readonly reason: CutReason;
  /** What was not done, in a few words ("not probed", "values probes", "30 of 52 cases"). */
  readonly what: string;
  /** Cases of the full plan (`EXAMPLES` as configured) that were not sent. */
  readonly casesNotSent?: number;
}

export interface TimeReport {
  readonly maxDurationMs: number;
  /** From the start of the process to the last request sent. */
  readonly sendingMs: number;
  /** A deadline stopped work that was planned (as opposed to a plan sized to fit from the start). */
  readonly deadlineReached: boolean;
  /** The rate limit the server's answers showed (measured, or its headers' claim), which sized the cases. */
  readonly rateLimit?: RateLimitFact;
  /** Generated valid examples per operation: as configured, and as planned to fit the time left. */
  readonly examples: { readonly configured: number; readonly planned: number };
  readonly cut: readonly CutItem[];
}

/**
 * @module A point in time that work must not start after (the run's time budget, or a phase's share
 * of it). Crossing one is not an error of the target: the phase stops, the run reports what was cut.
 */
import { HarnessError } from './errors.ts';

export class Deadline {
  /** `at`: epoch milliseconds; `what`: what ends there, for messages ("the time budget (5m)"). */
  constructor(
    readonly at: number,
    readonly what: string,
  ) {}

  remainingMs(now = Date.now()): number {
    return Math.max(0, this.at - now);
  }

  passed(now = Date.now()): boolean {
    return now >= this.at;
  }

  /** Whether something taking `ms` from now would end before the deadline. */
  fits(ms: number, now = Date.now()): boolean {
    return now + ms <= this.at;
  }

  /** The earlier of two deadlines. */
  min(other: Deadline): Deadline {
    return other.at < this.at ? other : this;
  }
}

/** A request or a wait would cross the deadline: the phase stops sending and reports the cut. */
export class DeadlineReached extends HarnessError {
  constructor(readonly deadline: Deadline) {
    super('TIME_BUDGET', `${deadline.what} is spent`);
  }
}

/** A phase's time: its deadline, and how many requests the target takes in a span of it. */
export interface TimeAllowance {
  readonly deadline: Deadline;
  /** Requests that fit in the next `ms` (the learned rate limit, the answer time seen). */
  capacity(ms: number): number;
}

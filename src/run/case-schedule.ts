/**
 * @module When the case phase may cut an operation short, and when its plan is redone. Each
 * operation gets an even share of the time left, so a slow one cannot starve the later ones; but
 * waits the server imposes (429s) are the run's, not the operation's: they move its share's end.
 * No case is cut while more than 10 % of the time budget is left: an operation past its share goes
 * on, and the operations after it are planned again on the time then left, as they are when the
 * learned rate limit changes.
 */
import type { TimeAllowance } from '../core/deadline.ts';

/** Below this share of the budget left, an operation past its share is cut. */
export const CUT_WHEN_LEFT = 0.1;

export interface ScheduleClock {
  readonly time?: TimeAllowance;
  /** The run's whole sending time (`MAX_DURATION` less the reports' reserve). */
  readonly budgetMs: number;
  /** Milliseconds waited so far because the server said so. */
  readonly serverWaitMs: () => number;
  /** Changes whenever the learned rate limit does. */
  readonly rateVersion?: () => number;
}

export interface OperationShare {
  /** Whether the operation may still send (false: the rest of its cases are cut). */
  readonly open: () => boolean;
  /** Whether it ran past its share (server waits excluded), so the later ones need a new plan. */
  readonly overran: () => boolean;
}

export class CaseSchedule {
  private planVersion: number;

  constructor(private readonly clock: ScheduleClock) {
    this.planVersion = clock.rateVersion?.() ?? 0;
  }

  /** Whether more than `CUT_WHEN_LEFT` of the budget is left to send in. */
  plentyLeft(): boolean {
    const time = this.clock.time;
    return time === undefined || time.deadline.remainingMs() > CUT_WHEN_LEFT * this.clock.budgetMs;
  }

  /** Opens the share of the next operation: an even part of the time left among `opsLeft`. */
  share(opsLeft: number): OperationShare {
    const time = this.clock.time;
    if (time === undefined) return { open: () => true, overran: () => false };
    const end = Date.now() + time.deadline.remainingMs() / Math.max(1, opsLeft);
    const waitedAtStart = this.clock.serverWaitMs();
    const overran = () => Date.now() - (this.clock.serverWaitMs() - waitedAtStart) >= end;
    return { open: () => !time.deadline.passed() && (!overran() || this.plentyLeft()), overran };
  }

  /** Whether the plan of the operations still to run is out of date (a new rate, or an overrun). */
  replanNeeded(overran: boolean): boolean {
    const version = this.clock.rateVersion?.() ?? 0;
    const changed = version !== this.planVersion;
    this.planVersion = version;
    return changed || overran;
  }
}

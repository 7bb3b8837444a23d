/**
 * @module The request budget (`MAX_REQUESTS`), rate cap (`MAX_RPS`) and time limit (`MAX_DURATION`,
 * or the current phase's share of it) for a whole run. One pacer serves every request the run
 * sends, so the caps hold for the run, not per component.
 */
import { type Deadline, DeadlineReached } from '../core/deadline.ts';
import { BudgetExhaustedError } from '../core/errors.ts';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Pacer {
  private sent = 0;
  private lastAt = 0;
  private deadline: Deadline | undefined;
  private serverPace: (() => number | undefined) | undefined;
  private waitedMs = 0;

  constructor(
    readonly maxRequests: number,
    readonly maxRps: number,
  ) {}

  get used(): number {
    return this.sent;
  }

  get remaining(): number {
    return this.maxRequests - this.sent;
  }

  /** From now on no request starts after `deadline`, and no wait (rate cap, 429) runs past it. */
  stopAt(deadline: Deadline | undefined): void {
    this.deadline = deadline;
  }

  /** From now on requests also keep below the pace the server's learned rate limit sets (if any). */
  paceBy(requestsPerSecond: () => number | undefined): void {
    this.serverPace = requestsPerSecond;
  }

  /**
   * Waits for the rate cap (and the server's pace, unless `unpaced`: a probe that counts to a 429
   * must not be slowed), then takes one request from the budget (or throws when spent).
   */
  async take(unpaced = false): Promise<void> {
    if (this.sent >= this.maxRequests) throw new BudgetExhaustedError(this.maxRequests);
    const now = Date.now();
    const pace = unpaced ? undefined : this.serverPace?.();
    const gap = Math.max(
      this.maxRps > 0 ? 1000 / this.maxRps : 0,
      pace !== undefined && pace > 0 ? 1000 / pace : 0,
    );
    const at = Math.max(now, this.lastAt + gap);
    if (this.deadline?.passed(at)) throw new DeadlineReached(this.deadline);
    this.sent += 1;
    this.lastAt = at;
    if (at > now) await sleep(at - now);
  }

  /** Records a wait the server imposed (the run's time, not one operation's share of it). */
  noteServerWait(ms: number): void {
    this.waitedMs += ms;
  }

  /** Milliseconds spent so far in waits the server asked for. */
  get serverWaitMs(): number {
    return this.waitedMs;
  }

  /** A wait the server asks for (a 429's Retry-After) that would cross the deadline is a cut, not a hang. */
  assertWaitFits(ms: number): void {
    if (this.deadline !== undefined && !this.deadline.fits(ms)) throw new DeadlineReached(this.deadline);
  }
}

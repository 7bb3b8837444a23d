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
  private nextAt = 0;
  private deadline: Deadline | undefined;

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

  /** Waits for the rate cap, then takes one request from the budget (or throws when spent). */
  async take(): Promise<void> {
    if (this.sent >= this.maxRequests) throw new BudgetExhaustedError(this.maxRequests);
    const now = Date.now();
    const at = this.maxRps <= 0 ? now : Math.max(now, this.nextAt);
    if (this.deadline?.passed(at)) throw new DeadlineReached(this.deadline);
    this.sent += 1;
    if (this.maxRps <= 0) return;
    this.nextAt = at + 1000 / this.maxRps;
    if (at > now) await sleep(at - now);
  }

  /** A wait the server asks for (a 429's Retry-After) that would cross the deadline is a cut, not a hang. */
  assertWaitFits(ms: number): void {
    if (this.deadline !== undefined && !this.deadline.fits(ms)) throw new DeadlineReached(this.deadline);
  }
}

/**
 * @module The request budget (`MAX_REQUESTS`) and rate cap (`MAX_RPS`) for a whole run. One pacer
 * serves every request the run sends, so the caps hold for the run, not per component.
 */
import { BudgetExhaustedError } from '../core/errors.ts';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Pacer {
  private sent = 0;
  private nextAt = 0;

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

  /** Waits for the rate cap, then takes one request from the budget (or throws when spent). */
  async take(): Promise<void> {
    if (this.sent >= this.maxRequests) throw new BudgetExhaustedError(this.maxRequests);
    this.sent += 1;
    if (this.maxRps <= 0) return;
    const now = Date.now();
    const at = Math.max(now, this.nextAt);
    this.nextAt = at + 1000 / this.maxRps;
    if (at > now) await sleep(at - now);
  }
}

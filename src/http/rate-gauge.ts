/**
 * @module What the server's rate limit allows from now on, learned from every answer: its headers
 * (limit, remaining, reset, policy window) or, without them, from a 429's Retry-After and the
 * requests that got through before it. It says how many requests fit in a span of time, so the run
 * plans its requests instead of waiting past its time budget. Answer times are not planned on (they
 * vary with the load of the machine; the deadline and per-operation shares bound a slow server).
 */
import type { Exchange } from '../core/exchange.ts';
import { rateHeaders } from './rate-headers.ts';
import { waitSeconds } from './retry-after.ts';

export interface LearnedRateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
  /** `policy`: a stated window; `reset`: limit headers, the window from the longest reset seen; `retry-after`: counted to a 429. */
  readonly source: 'policy' | 'reset' | 'retry-after';
}

export class RateGauge {
  private limit: number | undefined;
  private windowMs: number | undefined;
  private source: LearnedRateLimit['source'] | undefined;
  private remaining: number | undefined;
  private resetAt: number | undefined;
  private blockedUntil = 0;
  /** Answers that got through since the server last said "wait" (for servers without headers). */
  private passedSinceBlock = 0;
  private firstPassAt: number | undefined;

  observe(ex: Exchange, now = Date.now()): void {
    const res = ex.response;
    if (res === undefined) return;
    const h = rateHeaders(res.headers, now);
    if (h.limit !== undefined && h.limit > 0) this.learnFromHeaders(h.limit, h.windowSeconds, h.resetSeconds);
    this.remaining =
      h.remaining ?? (this.remaining === undefined ? undefined : Math.max(0, this.remaining - 1));
    if (h.resetSeconds !== undefined) this.resetAt = now + h.resetSeconds * 1000;
    if (res.status === 429) {
      const wait = waitSeconds(res.headers, now);
      if (wait === undefined) return;
      if (this.source === undefined || this.source === 'retry-after') this.learnFromBlock(wait, now);
      this.blockedUntil = now + wait * 1000;
      this.remaining = 0;
      this.passedSinceBlock = 0;
      this.firstPassAt = undefined;
      return;
    }
    this.passedSinceBlock += 1;
    this.firstPassAt ??= now;
  }

  private learnFromHeaders(limit: number, window: number | undefined, reset: number | undefined): void {
    this.limit = limit;
    if (window !== undefined) {
      this.windowMs = window * 1000;
      this.source = 'policy';
    } else if (this.source !== 'policy' && reset !== undefined) {
      // Right after a quiet spell the reset is a whole window away: the longest reset seen is the window.
      this.windowMs = Math.max(this.windowMs ?? 1000, Math.ceil(reset) * 1000);
      this.source = 'reset';
    }
  }

  /** No headers: the answers that passed before this 429, over the time they took plus the wait. */
  private learnFromBlock(waitS: number, now: number): void {
    if (this.passedSinceBlock === 0 || this.firstPassAt === undefined) return;
    this.limit = this.passedSinceBlock;
    this.windowMs = Math.max(1000, now - this.firstPassAt + waitS * 1000);
    this.source = 'retry-after';
  }

  get learned(): LearnedRateLimit | undefined {
    if (this.limit === undefined || this.windowMs === undefined || this.source === undefined)
      return undefined;
    return { limit: this.limit, windowSeconds: Math.round(this.windowMs / 1000), source: this.source };
  }

  /**
   * How many requests the rate limit lets through in the next `ms`: those left in this window, then
   * `limit` per window once it resets. No limit learned: no bound.
   */
  capacity(ms: number, now = Date.now()): number {
    const learned = this.learned;
    if (learned === undefined || this.windowMs === undefined) return Number.POSITIVE_INFINITY;
    const perMs = learned.limit / this.windowMs;
    const blocked = Math.max(0, this.blockedUntil - now);
    const byLimit =
      blocked > 0
        ? perMs * Math.max(0, ms - blocked)
        : (this.remaining ?? learned.limit) +
          perMs * Math.max(0, ms - Math.max(0, (this.resetAt ?? now) - now));
    return Math.floor(byLimit);
  }
}

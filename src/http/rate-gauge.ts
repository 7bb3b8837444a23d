/**
 * @module What the server's rate limit allows from now on, learned from every answer: its headers
 * (limit, remaining, reset, policy window) or, without them, from behaviour alone: once answers
 * resume after a 429 a window has begun; the answers that get through until the next 429 are the
 * limit, and the time until answers resume again is the window (the first 429, which ends a span
 * that began anywhere in a window, and a stated wait, in whatever header or body text, only give a
 * first reading, for planning). It says how many requests fit in a span of time, so the run plans
 * its requests instead of waiting past its time budget, and once the server has said "wait" it sets
 * the pace the run keeps below. Answer times are not planned on (they vary with the load of the
 * machine; the deadline bounds a slow server).
 */
import type { Exchange } from '../core/exchange.ts';
import { rateHeaders } from './rate-headers.ts';
import { asksToWait, statedWait } from './retry-after.ts';

export interface LearnedRateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
  /**
   * `policy`: a stated window; `reset`: limit headers, the window from the longest reset seen;
   * `observed-429s`: counted to a 429, the window from when answers resumed.
   */
  readonly source: 'policy' | 'reset' | 'observed-429s';
  /** Learned from behaviour but not yet over a whole window: for planning, not a fact to state. */
  readonly provisional?: true;
}

/** One identity's answers since the start or since they last resumed, and the block that ended them. */
interface Cycle {
  passed: number;
  start?: number;
  /** The cycle began when answers resumed, so with a window. */
  aligned?: boolean;
  block?: { readonly passed: number; readonly start: number; readonly aligned: boolean };
}

/** The pace kept once the server said "wait": this share of the learned rate. */
const PACE_SHARE = 0.9;

export class RateGauge {
  private limit: number | undefined;
  private windowMs: number | undefined;
  private source: LearnedRateLimit['source'] | undefined;
  private remaining: number | undefined;
  private resetAt: number | undefined;
  private blockedUntil = 0;
  /** Each identity's cycle: a limiter that counts per token counts each apart. */
  private readonly cycles = new Map<string, Cycle>();
  /** How many times the server said "wait" (429, or 503 with a wait). */
  private blocks = 0;
  /** A rate learned from behaviour was measured over a whole window (not only a first reading). */
  private confirmed = false;
  /** Bumped whenever what was learned changes, so a plan can tell it is out of date. */
  version = 0;

  /**
   * `identity`: whose credentials the request carried (`token`, `other_tenant`, none or malformed
   * alike): a per-token limiter counts each apart, and counting one alone can only under-count a
   * limiter that counts them together (a slower pace, never a faster one).
   */
  observe(ex: Exchange, now = Date.now(), identity = 'token'): void {
    const res = ex.response;
    if (res === undefined) return;
    const h = rateHeaders(res.headers, now);
    if (h.limit !== undefined && h.limit > 0) this.learnFromHeaders(h.limit, h.windowSeconds, h.resetSeconds);
    this.remaining =
      h.remaining ?? (this.remaining === undefined ? undefined : Math.max(0, this.remaining - 1));
    if (h.resetSeconds !== undefined) this.resetAt = now + h.resetSeconds * 1000;
    let cycle = this.cycles.get(identity);
    if (cycle === undefined) {
      cycle = { passed: 0 };
      this.cycles.set(identity, cycle);
    }
    if (asksToWait(res)) {
      this.blocked(cycle, res, now);
      return;
    }
    if (cycle.block !== undefined) this.resumed(cycle, now);
    cycle.passed += 1;
    cycle.start ??= now;
  }

  private blocked(cycle: Cycle, res: NonNullable<Exchange['response']>, now: number): void {
    this.blocks += 1;
    this.remaining = 0;
    const wait = statedWait(res, now)?.seconds;
    if (wait !== undefined) this.blockedUntil = now + wait * 1000;
    if (cycle.block !== undefined || cycle.passed === 0 || cycle.start === undefined) return;
    cycle.block = { passed: cycle.passed, start: cycle.start, aligned: cycle.aligned === true };
    // A stated wait gives a first reading now (for planning); the resumption gives the measured one.
    if (wait !== undefined && !this.confirmed)
      this.reading(cycle.passed, now - cycle.start + wait * 1000, false);
  }

  /**
   * Answers resumed after a block. A cycle that began when answers last resumed began with a
   * window: its count is the limit and the time to now the window. The first cycle began at no
   * particular point of a window (it may span several), so it is only a first reading, for planning.
   */
  private resumed(cycle: Cycle, now: number): void {
    const block = cycle.block;
    cycle.block = undefined;
    cycle.passed = 0;
    cycle.start = now;
    cycle.aligned = true;
    if (block === undefined) return;
    if (block.aligned) this.reading(block.passed, now - block.start, true);
    else if (!this.confirmed) this.reading(block.passed, now - block.start, false);
  }

  /** A first measured reading replaces any unmeasured one; after that the slowest rate seen is kept. */
  private reading(limit: number, windowMs: number, measured: boolean): void {
    if (this.source === 'policy' || this.source === 'reset') return;
    const ms = Math.max(1000, windowMs);
    const slower =
      this.limit === undefined || this.windowMs === undefined || limit / ms <= this.limit / this.windowMs;
    if (!(measured && !this.confirmed) && !slower) return;
    this.limit = limit;
    this.windowMs = ms;
    this.source = 'observed-429s';
    this.confirmed ||= measured;
    this.version += 1;
  }

  private learnFromHeaders(limit: number, window: number | undefined, reset: number | undefined): void {
    const before = `${this.limit}/${this.windowMs}`;
    this.limit = limit;
    if (window !== undefined) {
      this.windowMs = window * 1000;
      this.source = 'policy';
    } else if (this.source !== 'policy' && reset !== undefined) {
      // Right after a quiet spell the reset is a whole window away: the longest reset seen is the window.
      this.windowMs = Math.max(this.windowMs ?? 1000, Math.ceil(reset) * 1000);
      this.source = 'reset';
    }
    if (`${this.limit}/${this.windowMs}` !== before) this.version += 1;
  }

  get learned(): LearnedRateLimit | undefined {
    if (this.limit === undefined || this.windowMs === undefined || this.source === undefined)
      return undefined;
    return {
      limit: this.limit,
      windowSeconds: Math.max(1, Math.round(this.windowMs / 1000)),
      source: this.source,
      ...(this.source === 'observed-429s' && !this.confirmed && { provisional: true as const }),
    };
  }

  /**
   * Requests per second to keep below once the server has said "wait" at least once (a limit
   * never hit needs no pacing); undefined otherwise.
   */
  paceRps(): number | undefined {
    if (this.blocks === 0 || this.limit === undefined || this.windowMs === undefined) return undefined;
    // A first reading is not kept to: the next window is counted at full speed to measure it.
    if (this.source === 'observed-429s' && !this.confirmed) return undefined;
    return (PACE_SHARE * this.limit * 1000) / this.windowMs;
  }

  /** Times the server said "wait" so far. */
  get waitsAsked(): number {
    return this.blocks;
  }

  /**
   * How many requests the rate limit lets through in the next `ms`: those left in this window, then
   * `limit` per window once it resets (at the pace kept, once paced). No limit learned: no bound.
   */
  capacity(ms: number, now = Date.now()): number {
    const learned = this.learned;
    if (learned === undefined || this.windowMs === undefined) return Number.POSITIVE_INFINITY;
    const perMs = (this.paceRps() ?? (learned.limit * 1000) / this.windowMs) / 1000;
    const blocked = Math.max(0, this.blockedUntil - now);
    const byLimit =
      blocked > 0
        ? perMs * Math.max(0, ms - blocked)
        : (this.remaining ?? learned.limit) +
          perMs * Math.max(0, ms - Math.max(0, (this.resetAt ?? now) - now));
    return Math.floor(byLimit);
  }
}

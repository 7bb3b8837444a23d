/**
 * @module The one owner of the run's pace: the request budget (`MAX_REQUESTS`), the rate cap
 * (`MAX_RPS`, a hard cap), the time limit (`MAX_DURATION`, or the current phase's share of it) and
 * the pace the server allows (`pace-controller.ts`, learned from its 429s; its headers only seed
 * it), with what was measured of it (`rate-gauge.ts`). One pacer serves every request the run
 * sends, so the caps hold for the run, not per component. The client asks it before each request
 * (`take`), tells it each answer (`answered`), and asks it how long to wait after a throttle.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { type Deadline, DeadlineReached } from '../core/deadline.ts';
import { BudgetExhaustedError } from '../core/errors.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Observation, RateLimitFact } from '../core/observation.ts';
import { PaceController, type PaceState } from './pace-controller.ts';
import { RateGauge } from './rate-gauge.ts';
import { asksToWait, statedWait } from './retry-after.ts';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a throttle asks of the client: how long to wait before resending, and why. */
export interface ThrottleWait {
  readonly ms: number;
  readonly reason: string;
}

export class Pacer {
  private sent = 0;
  private lastAt = 0;
  private deadline: Deadline | undefined;
  private waitedMs = 0;
  private readonly controller = new PaceController();
  private readonly gauge = new RateGauge();

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

  /**
   * Waits for the rate cap and the server's pace (unless `unpaced`: a probe pushing against the
   * limit to measure it), then takes one request from the budget (or throws when spent, or when
   * the request would start past the deadline).
   */
  async take(unpaced = false): Promise<void> {
    if (this.sent >= this.maxRequests) throw new BudgetExhaustedError(this.maxRequests);
    const now = Date.now();
    const capped = this.maxRps > 0 ? this.lastAt + 1000 / this.maxRps : now;
    const at = Math.max(now, capped, unpaced ? now : now + this.controller.delayMs(now));
    if (this.deadline?.passed(at)) throw new DeadlineReached(this.deadline);
    this.sent += 1;
    this.lastAt = at;
    this.controller.sent(at);
    if (at > now) await sleep(at - now);
  }

  /**
   * One answer, sent with `identity`'s credentials: measured, and the pace follows it. A throttle (429, or 503 stating a wait) returns
   * the wait before resending: a stated wait above 0 once, as stated; none or 0, soon (a backoff).
   */
  answered(ex: Exchange, identity = 'token', at = Date.now()): ThrottleWait | undefined {
    const throttled = asksToWait(ex.response);
    this.gauge.observe(ex, throttled, at, identity);
    const claimed = this.gauge.claimedRps;
    if (claimed !== undefined) this.controller.claim(claimed);
    if (ex.response === undefined) return undefined;
    if (!throttled) {
      this.controller.passed(at);
      return undefined;
    }
    const stated = statedWait(ex.response, at);
    const ms = Math.ceil(this.controller.throttled(at, stated?.seconds));
    const reason =
      stated !== undefined && stated.seconds > 0
        ? stated.from
        : `${ex.response.status} ${stated === undefined ? 'without a stated wait' : `with ${stated.from}: 0`}: backing off`;
    return { ms, reason };
  }

  /** Requests the pace and the cap let through in the next `ms` (the plan of a phase reads it). */
  capacity(ms: number, now = Date.now()): number {
    const capped = this.maxRps > 0 ? (this.maxRps * ms) / 1000 : Number.POSITIVE_INFINITY;
    // Before any throttle, a claim of the headers allows a window's worth at once besides its rate.
    const claim = this.gauge.known;
    const atOnce =
      this.controller.state.rps === undefined && claim?.source === 'headers' ? claim.claimed.limit : 0;
    return Math.min(capped, atOnce + this.controller.capacity(ms, now));
  }

  /** Bumped on each throttle and each new claim of the headers, so a plan can tell it is out of date. */
  get paceVersion(): number {
    return this.controller.version;
  }

  get pace(): PaceState {
    return this.controller.state;
  }

  /** Answers that asked to wait so far. */
  get throttles(): number {
    return this.gauge.throttled;
  }

  /** The rate limit as far as it is known so far (measured, or the headers' claim). */
  get rateLimit(): RateLimitFact | undefined {
    return this.gauge.known;
  }

  /** The rate-limit fact as measured so far (or the headers' claim), over `operations`. */
  rateLimitFact(operations: readonly OperationNumber[]): Observation | undefined {
    return this.gauge.fact(operations);
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

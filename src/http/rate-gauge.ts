/**
 * @module What the run measured of the server's rate limit, with no model of its limiter: the
 * requests per second that passed over the steady stretch (from the first 429 to the last: between
 * two throttles what the limiter let in equals what it let through, whatever its kind), the burst
 * that passed from rest before the first 429, and the exchanges that show them. What the headers
 * claim (limit per window) is kept beside it, as a claim: it seeds the pace, and is stated alone
 * only when no 429 was seen.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Exchange } from '../core/exchange.ts';
import type { MeasuredRate, Observation, RateClaim, RateLimitFact } from '../core/observation.ts';
import { rateHeaders } from './rate-headers.ts';

/** Fewest answers in the steady stretch for a rate to be stated as measured. */
const MIN_STRETCH_REQUESTS = 10;
/** A stretch between two 429s this long (answers, seconds) measures the rate by itself. */
const CYCLE_REQUESTS = 20;
const CYCLE_MS = 200;
/** Exchanges cited: the first throttles and the ends of the stretch. */
const EVIDENCE = 6;

export class RateGauge {
  private firstAt: number | undefined;
  private passedBefore = 0;
  private firstThrottle: { at: number; id: string } | undefined;
  private lastThrottle: { at: number; id: string; passed: number } | undefined;
  /** Per identity: a limiter that counts each token apart lets each through at its own rate. */
  private readonly identities = new Map<
    string,
    { passed: number; last?: { at: number; id: string; passed: number } }
  >();
  /** The stretch between two consecutive 429s through which the most answers per second passed. */
  private best: { requests: number; ms: number; from: string; to: string } | undefined;
  private passed = 0;
  private throttles = 0;
  private readonly throttleIds: string[] = [];
  private claim: RateClaim | undefined;
  /** The longest reset seen: right after a quiet spell a reset is a whole window away. */
  private longestReset = 0;

  /**
   * One answer, at `at` (epoch ms): `throttled` when it asked to wait (429, or 503 with a wait).
   * `identity`: whose credentials it carried; stretches between 429s are counted per identity (a
   * limiter per token lets each through apart; one per address is then under-counted, never over).
   */
  observe(ex: Exchange, throttled: boolean, at: number, identity = 'token'): void {
    const res = ex.response;
    if (res === undefined) return;
    this.firstAt ??= at;
    this.readClaim(res.headers, at);
    const who = this.identities.get(identity) ?? { passed: 0 };
    this.identities.set(identity, who);
    if (!throttled) {
      this.passed += 1;
      who.passed += 1;
      if (this.firstThrottle === undefined) this.passedBefore += 1;
      return;
    }
    this.throttles += 1;
    if (this.throttleIds.length < EVIDENCE) this.throttleIds.push(ex.id);
    this.firstThrottle ??= { at, id: ex.id };
    if (who.last !== undefined)
      this.cycle(who.passed - who.last.passed, at - who.last.at, who.last.id, ex.id);
    who.last = { at, id: ex.id, passed: who.passed };
    this.lastThrottle = { at, id: ex.id, passed: this.passed };
  }

  /** The rate the headers claim (requests per second), if they state a limit and a window. */
  get claimedRps(): number | undefined {
    return this.claim === undefined ? undefined : this.claim.limit / this.claim.windowSeconds;
  }

  /**
   * Between two 429s a limiter let through what it let in: at most its rate, less when the run sent
   * slower for a while (a bucket that fills up wastes its refill). So a stretch long enough to
   * measure by itself is a lower bound, and the highest of them is the rate that held.
   */
  private cycle(requests: number, ms: number, from: string, to: string): void {
    if (requests < CYCLE_REQUESTS || ms < CYCLE_MS) return;
    if (this.best === undefined || requests / ms > this.best.requests / this.best.ms)
      this.best = { requests, ms, from, to };
  }

  /**
   * What was measured; undefined until a steady stretch lies between two 429s: the best stretch
   * between consecutive 429s, else all of them together (from the first 429 to the last).
   */
  get measured(): MeasuredRate | undefined {
    const first = this.firstThrottle;
    const last = this.lastThrottle;
    if (first === undefined || last === undefined || this.firstAt === undefined) return undefined;
    const requests = this.best?.requests ?? last.passed - this.passedBefore;
    const seconds = (this.best?.ms ?? last.at - first.at) / 1000;
    if (requests < MIN_STRETCH_REQUESTS || seconds <= 0) return undefined;
    const sustainedRps = requests / seconds;
    const burst = this.passedBefore - (sustainedRps * (first.at - this.firstAt)) / 1000;
    return {
      sustainedRps: Math.round(sustainedRps * 1000) / 1000,
      burst: Math.max(1, Math.round(burst)),
      over: { requests, seconds: Math.round(seconds * 10) / 10, throttles: this.throttles },
    };
  }

  /** The rate limit as far as it is known: measured with 429s behind it, else the headers' claim. */
  get known(): RateLimitFact | undefined {
    const measured = this.measured;
    const claim = this.claim;
    if (measured !== undefined)
      return { source: 'observed-429s', measured, ...(claim !== undefined && { claimed: claim }) };
    return claim === undefined ? undefined : { source: 'headers', claimed: claim };
  }

  /** The rate-limit fact over `operations`, citing the first 429s and the last. */
  fact(operations: readonly OperationNumber[]): Observation | undefined {
    const known = this.known;
    if (known === undefined) return undefined;
    const measured = known.source === 'observed-429s';
    const ends = this.best === undefined ? [this.lastThrottle?.id ?? ''] : [this.best.from, this.best.to];
    const ids = measured ? [...this.throttleIds, ...ends].filter((id) => id !== '') : [];
    return {
      kind: 'rate_limit',
      operations,
      ...known,
      evidence: { exchangeIds: [...new Set(ids)], confidence: measured ? 'likely' : 'tentative' },
    };
  }

  get throttled(): number {
    return this.throttles;
  }

  private readClaim(headers: Readonly<Record<string, string>>, at: number): void {
    const h = rateHeaders(headers, at);
    if (h.limit === undefined || h.limit <= 0) return;
    // An epoch reset in whole seconds is rounded up by the server: floored, it is the window again.
    if (h.resetSeconds !== undefined) {
      const reset = h.resetCoarse ? Math.floor(h.resetSeconds) : Math.round(h.resetSeconds);
      this.longestReset = Math.max(this.longestReset, Math.max(1, reset));
    }
    const windowSeconds = h.windowSeconds ?? (this.longestReset > 0 ? this.longestReset : undefined);
    if (windowSeconds !== undefined) this.claim = { limit: h.limit, windowSeconds };
  }
}

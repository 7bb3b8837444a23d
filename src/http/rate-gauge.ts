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
/** A stretch between two consecutive 429s this long (answers, milliseconds) measures by itself. */
const CYCLE_REQUESTS = 20;
const CYCLE_MS = 200;
/** Exchanges cited: the first throttles and the ends of the stretch. */
const EVIDENCE = 6;

/** One answer as the measure sees it: when it came, whether it asked to wait, its exchange. */
export interface PaceAnswer {
  readonly at: number;
  readonly throttled: boolean;
  readonly id: string;
}

/** A stretch from a first 429 to a last one: the answers that passed in it, its ends. */
interface Stretch {
  readonly requests: number;
  readonly ms: number;
  readonly from: string;
  readonly to: string;
}

/**
 * The answers that passed from the first 429 of `answers` (one identity's, in order) to the last,
 * over that time: between two throttles what a limiter let in equals what it let through, whatever
 * its kind (less what a bucket wasted while the sender was slower: a lower bound then).
 */
export function stretchOf(answers: readonly PaceAnswer[]): Stretch | undefined {
  const first = answers.findIndex((a) => a.throttled);
  const last = answers.findLastIndex((a) => a.throttled);
  const from = answers[first];
  const to = answers[last];
  if (from === undefined || to === undefined || last <= first) return undefined;
  const requests = answers.slice(first, last).filter((a) => !a.throttled).length;
  return requests < MIN_STRETCH_REQUESTS || to.at <= from.at
    ? undefined
    : { requests, ms: to.at - from.at, from: from.id, to: to.id };
}

/** A stretch as the fact states it, with the burst that passed before it (and the 429s in all). */
export function measuredRate(stretch: Stretch, burst: number, throttles: number): MeasuredRate {
  return {
    sustainedRps: Math.round((stretch.requests * 1_000_000) / stretch.ms) / 1000,
    burst: Math.max(1, Math.round(burst)),
    over: { requests: stretch.requests, seconds: Math.round(stretch.ms / 100) / 10, throttles },
  };
}

export class RateGauge {
  private firstAt: number | undefined;
  private passedBefore = 0;
  private firstThrottleAt: number | undefined;
  /** Per identity: a limiter that counts each token apart lets each through at its own rate. */
  private readonly identities = new Map<string, PaceAnswer[]>();
  private throttles = 0;
  private readonly throttleIds: string[] = [];
  private claim: RateClaim | undefined;
  /** The longest reset seen: right after a quiet spell a reset is a whole window away. */
  private longestReset = 0;

  /**
   * One answer, at `at` (epoch ms): `throttled` when it asked to wait (429, or 503 with a wait).
   * `identity`: whose credentials it carried; the stretch is counted per identity (a limiter per
   * token lets each through apart; one per address is then under-counted, never over).
   */
  observe(ex: Exchange, throttled: boolean, at: number, identity = 'token'): void {
    const res = ex.response;
    if (res === undefined) return;
    this.firstAt ??= at;
    this.readClaim(res.headers, at);
    const answers = this.identities.get(identity) ?? [];
    this.identities.set(identity, answers);
    answers.push({ at, throttled, id: ex.id });
    if (!throttled) {
      if (this.firstThrottleAt === undefined) this.passedBefore += 1;
      return;
    }
    this.throttles += 1;
    if (this.throttleIds.length < EVIDENCE) this.throttleIds.push(ex.id);
    this.firstThrottleAt ??= at;
  }

  /** The rate the headers claim (requests per second), if they state a limit and a window. */
  get claimedRps(): number | undefined {
    return this.claim === undefined ? undefined : this.claim.limit / this.claim.windowSeconds;
  }

  /**
   * The steady stretch. Between two 429s a limiter lets through what it let in, whatever its kind:
   * each stretch between two consecutive 429s of one identity, long enough to measure by itself
   * (20 answers, 200 ms), reads the rate that held then. One stretch alone can read high (a fixed
   * window's stretch that starts at a window's end) or low (the run sent slower for a while, as a
   * shared, loaded machine does): the upper quartile of them is stated, past the slow ones and
   * short of a lone high one; without one, the stretch from an identity's first 429 to its last.
   */
  private stretch(): Stretch | undefined {
    const cycles: Stretch[] = [];
    for (const answers of this.identities.values()) {
      let last: { index: number; answer: PaceAnswer } | undefined;
      answers.forEach((answer, index) => {
        if (!answer.throttled) return;
        if (last !== undefined) {
          const requests = index - last.index - 1;
          const ms = answer.at - last.answer.at;
          if (requests >= CYCLE_REQUESTS && ms >= CYCLE_MS)
            cycles.push({ requests, ms, from: last.answer.id, to: answer.id });
        }
        last = { index, answer };
      });
    }
    const byRate = cycles.sort((a, b) => a.requests / a.ms - b.requests / b.ms);
    const upper = byRate[Math.max(0, Math.ceil(byRate.length * 0.75) - 1)];
    if (upper !== undefined) return upper;
    let longest: Stretch | undefined;
    for (const answers of this.identities.values()) {
      const s = stretchOf(answers);
      if (s !== undefined && (longest === undefined || s.requests > longest.requests)) longest = s;
    }
    return longest;
  }

  /** What was measured; undefined until a steady stretch lies between two 429s. */
  get measured(): MeasuredRate | undefined {
    const stretch = this.stretch();
    if (stretch === undefined || this.firstAt === undefined || this.firstThrottleAt === undefined)
      return undefined;
    const rps = (stretch.requests * 1000) / stretch.ms;
    return measuredRate(
      stretch,
      this.passedBefore - (rps * (this.firstThrottleAt - this.firstAt)) / 1000,
      this.throttles,
    );
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
    const stretch = this.stretch();
    const ids = measured && stretch !== undefined ? [...this.throttleIds, stretch.from, stretch.to] : [];
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

/**
 * @module The pace the run keeps, learned as clients that must not be throttled learn it (the AWS
 * SDKs' adaptive retry mode, `@smithy/util-retry` DefaultRateLimiter / botocore `adaptive.py`): no
 * model of the server's limiter, only a sending rate that is cut multiplicatively on each throttle
 * (a 429, or a 503 stating a wait) and grown along a CUBIC curve while answers come, back towards the
 * rate that last held and then past it. Unlike the SDK the curve is drawn in requests rather than
 * seconds (a limit of one request a second and one of a hundred recover over the same number of
 * requests, so a slow limit is not hit every few requests), the rate to recover towards is the one
 * that held (answers per second over the last stretch), not the rate sent, and consecutive throttles
 * back off. Pure: every call takes the time, so a fake clock drives it in tests.
 */

/** The cut on a throttle (the SDKs' β). */
const BETA = 0.8;
/** Requests (at the rate that held) the curve takes to climb back to it after a cut. */
const RECOVERY_REQUESTS = 32;
/** The CUBIC constant in request units: `rate = held · (1 + C · (n − K)³)` with `K` above. */
const C = (1 - BETA) / RECOVERY_REQUESTS ** 3;
/** Slowest pace: one request every 20 s (a wait stated beyond that is honoured as stated). */
const MIN_RPS = 0.05;
/** What "held" is measured over: at least this long, or the last `HELD_ANSWERS` answers. */
const HELD_MS = 2000;
const HELD_ANSWERS = 20;
/** Answers between steps of the slow start that follows the first throttle. */
const SLOW_START_ANSWERS = 10;
/** Requests over which the rate actually sent is measured. */
const SEND_SPAN = 8;
/** The shortest "soon": a wait of 0, or none, is never "now". */
const MIN_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 60_000;

export interface PaceState {
  /** Requests per second kept to; undefined until the first throttle (no pace needed before). */
  readonly rps: number | undefined;
  /** The rate the curve recovers towards: what held before the last throttle. */
  readonly heldRps: number | undefined;
  /** The rate the server's headers claim (limit over window), if they state one. */
  readonly claimedRps: number | undefined;
}

export class PaceController {
  private rate: number | undefined;
  private held = 0;
  private lastThrottleAt = 0;
  private nextAt = 0;
  /** Throttles since the last answer that passed: each doubles the backoff. */
  private streak = 0;
  /** Throttles so far (the first reading grows by slow start until the second). */
  private throttles = 0;
  /** Answers that passed since the last throttle. */
  private passedSince = 0;
  /** Times of the answers that passed (bounded), to measure the rate that held. */
  private readonly passedAt: number[] = [];
  private claimed: number | undefined;
  private firstSentAt: number | undefined;
  /** Start times of the last `SEND_SPAN` requests. */
  private readonly sentAt: number[] = [];
  /** Bumped on each throttle and each new claim, so a plan can tell it is out of date. */
  version = 0;

  /** The server's claim (headers): seeds the first pace and the plan until a throttle is seen. */
  claim(rps: number): void {
    if (!(rps > 0) || rps === this.claimed) return;
    this.claimed = rps;
    this.version += 1;
  }

  /** Milliseconds to wait before the next request may start (0 when it may start now). */
  delayMs(now: number): number {
    return Math.max(0, this.nextAt - now);
  }

  /** A request started at `at`: the next one waits one interval of the pace. */
  sent(at: number): void {
    const start = Math.max(at, this.nextAt);
    this.firstSentAt ??= start;
    this.sentAt.push(start);
    if (this.sentAt.length > SEND_SPAN) this.sentAt.shift();
    this.nextAt = this.rate === undefined ? start : start + 1000 / this.rate;
  }

  /** An answer that passed: the rate grows along the curve, never past twice what held. */
  passed(at: number): void {
    this.streak = 0;
    this.passedSince += 1;
    this.passedAt.push(at);
    // Kept: the last `HELD_ANSWERS`, and every answer of the last `HELD_MS`.
    while (this.passedAt.length > HELD_ANSWERS && (this.passedAt[0] as number) < at - HELD_MS)
      this.passedAt.shift();
    if (this.rate === undefined) return;
    const cap = 2 * Math.max(this.held, this.heldNow(at));
    // Until the second throttle the rate that held is only a first reading (a burst over a short
    // stretch): like TCP's slow start, the pace grows by half every `SLOW_START_ANSWERS` answers.
    if (this.throttles === 1) {
      if (this.passedSince % SLOW_START_ANSWERS === 0) this.setRate(Math.min(this.rate * 1.5, cap));
      return;
    }
    const n = ((at - this.lastThrottleAt) / 1000) * this.held;
    const k = Math.cbrt((1 - BETA) / C);
    const curve = this.held * (1 + C * (n - k) ** 3);
    this.setRate(Math.min(curve, cap));
  }

  /**
   * The server said "wait": cut the pace and return how long to wait before resending. A stated
   * wait above 0 is honoured once, as stated; none, or 0, means soon: one interval of the new pace,
   * doubled for each throttle in a row.
   */
  throttled(at: number, statedSeconds: number | undefined): number {
    const stated = statedSeconds !== undefined && statedSeconds > 0 ? statedSeconds * 1000 : undefined;
    const base = this.heldBefore(at, stated);
    this.held = base;
    this.setRate(BETA * Math.min(base, this.rate ?? base));
    this.lastThrottleAt = at;
    this.passedSince = 0;
    this.throttles += 1;
    this.version += 1;
    this.streak += 1;
    const soon = Math.max(MIN_BACKOFF_MS, 1000 / (this.rate ?? 1)) * 2 ** (this.streak - 1);
    const waitMs = stated ?? Math.min(MAX_BACKOFF_MS, soon);
    this.nextAt = Math.max(this.nextAt, at + waitMs);
    return waitMs;
  }

  /**
   * The rate that held up to a throttle. Before the first: the server's claim, else the answers of
   * the last stretch (or, none passed, the requests). Right after another throttle: what held
   * before, cut. Else the answers since the previous throttle over the time since, waits included
   * (tokens in equal tokens out between two throttles, whatever the limiter): when the server holds
   * requests back for longer than a couple of intervals of the pace (a window that closes), or the
   * throttle came before the curve was back, that is all there is; else (it meters them: no wait,
   * or a short one) the pace that was passing just before also held, and a cycle spent below the
   * limit would understate it.
   */
  private heldBefore(at: number, statedMs: number | undefined): number {
    if (this.rate === undefined) {
      if (this.claimed !== undefined) return this.claimed;
      const passed = this.heldNow(at);
      // A window that closes for a while: what passed since the start, over that time and the wait.
      if (statedMs !== undefined && passed > 0 && statedMs > 2000 / passed)
        return Math.max(MIN_RPS, (this.passedSince * 1000) / (at - (this.firstSentAt ?? at) + statedMs));
      // Nothing passed yet: what the requests went at, 429 included (a 429 to the first request
      // says only that this pace is too fast, not that nothing passes).
      const sent = (this.sentAt.filter((t) => t > at - HELD_MS).length * 1000) / HELD_MS;
      return Math.max(MIN_RPS, passed > 0 ? passed : sent);
    }
    if (this.passedSince === 0) return Math.max(MIN_RPS, BETA * this.held);
    const cycle = (this.passedSince * 1000) / Math.max(1, at - this.lastThrottleAt);
    const windowed = statedMs !== undefined && statedMs > 2000 / this.rate;
    // A window that closed, or a throttle before the curve was back: the pace sent says nothing,
    // and a window closed part-way through says less than the last one did (cut, as the pace is).
    if (windowed) return Math.max(MIN_RPS, cycle, BETA * this.held);
    if (this.passedSince < RECOVERY_REQUESTS) return Math.max(MIN_RPS, cycle);
    // CUBIC's fast convergence: a throttle below the rate that last held means it no longer holds.
    const sending = Math.min(this.rate, this.sendRate());
    const paced = sending < this.held ? (sending * (1 + BETA)) / 2 : sending;
    return Math.max(MIN_RPS, cycle, paced);
  }

  /** Requests the pace lets through in the next `ms` from `now` (no pace yet: the claim, or no bound). */
  capacity(ms: number, now: number): number {
    // The rate that held, not the cut one: the curve climbs back to it within a few dozen requests.
    const rps = this.rate === undefined ? this.claimed : Math.max(this.rate, this.held);
    if (rps === undefined) return Number.POSITIVE_INFINITY;
    return Math.floor((rps * Math.max(0, ms - this.delayMs(now))) / 1000);
  }

  get state(): PaceState {
    return {
      rps: this.rate,
      heldRps: this.rate === undefined ? undefined : this.held,
      claimedRps: this.claimed,
    };
  }

  /** Requests per second sent lately: the pace, unless the sender itself was slower. */
  private sendRate(): number {
    const first = this.sentAt[0];
    const last = this.sentAt.at(-1);
    if (first === undefined || last === undefined || last <= first) return Number.POSITIVE_INFINITY;
    return ((this.sentAt.length - 1) * 1000) / (last - first);
  }

  /** Answers per second that passed over the last stretch (at least `HELD_MS`, or `HELD_ANSWERS`). */
  private heldNow(at: number): number {
    const from = Math.min(this.passedAt.at(-HELD_ANSWERS) ?? at, at - HELD_MS);
    return (this.passedAt.filter((t) => t >= from).length * 1000) / Math.max(HELD_MS, at - from);
  }

  private setRate(rps: number): void {
    this.rate = Math.max(MIN_RPS, rps);
  }
}

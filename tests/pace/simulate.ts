/**
 * @module The pace test bed: the harness's pace controller against a simulated limiter on a fake
 * clock (no sleeping). One client sends one request at a time, as the harness does: it waits what
 * the controller says, the limiter answers after `serviceMs`, a throttle is waited out and resent.
 * It reports what the issue measures: `rateUse` (answers that passed per second over the rate the
 * limiter allows) and `share429` (the share of requests answered 429).
 */
import type { Exchange } from '../../src/core/exchange.ts';
import type { MeasuredRate } from '../../src/core/observation.ts';
import { PaceController } from '../../src/http/pace-controller.ts';
import { RateGauge } from '../../src/http/rate-gauge.ts';
import type { Limiter } from '../servers/shared/limiters.ts';

export interface SimulationOptions {
  readonly seconds: number;
  /** Time from sending to the answer (and the client's own work between requests). */
  readonly serviceMs?: number;
  /** A rate the server's headers claim, seeding the first pace. */
  readonly claimedRps?: number;
}

export interface SimulationResult {
  readonly sent: number;
  readonly passed: number;
  readonly throttled: number;
  readonly rateUse: number;
  readonly share429: number;
  /** The longest run of 429s in a row. */
  readonly longestStreak: number;
  readonly controller: PaceController;
  /** What the run's gauge measured of the limit from the same answers. */
  readonly measured: MeasuredRate | undefined;
}

/** A recorded exchange as the gauge sees one: only its status matters here. */
function exchange(n: number, status: number): Exchange {
  return {
    id: `ex-${n}`,
    label: 'sim',
    request: { method: 'GET', url: 'http://127.0.0.1/', headers: {}, bodyBytes: 0 },
    response: { status, headers: {}, body: '', bodyBytes: 0, truncated: false },
    startedAt: '',
    durationMs: 0,
  };
}

export function simulate(limiter: Limiter, opts: SimulationOptions): SimulationResult {
  const controller = new PaceController();
  const gauge = new RateGauge();
  if (opts.claimedRps !== undefined) controller.claim(opts.claimedRps);
  const serviceMs = opts.serviceMs ?? 3;
  const end = opts.seconds * 1000;
  let now = 0;
  let passed = 0;
  let throttled = 0;
  let streak = 0;
  let longestStreak = 0;
  // Bounded by time and count both: a controller that never waits still ends.
  for (let i = 0; i < 10_000_000 && now < end; i++) {
    now += controller.delayMs(now);
    controller.sent(now);
    const verdict = limiter.hit('a', now);
    now += serviceMs;
    gauge.observe(exchange(i, verdict.allowed ? 200 : 429), !verdict.allowed, now);
    if (verdict.allowed) {
      passed += 1;
      streak = 0;
      controller.passed(now);
    } else {
      throttled += 1;
      streak += 1;
      longestStreak = Math.max(longestStreak, streak);
      controller.throttled(now, verdict.retryAfter);
    }
  }
  const sent = passed + throttled;
  return {
    sent,
    passed,
    throttled,
    rateUse: passed / (limiter.rps * (now / 1000)),
    share429: throttled / sent,
    longestStreak,
    controller,
    measured: gauge.measured,
  };
}

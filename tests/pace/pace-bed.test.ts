/**
 * The pace controller against simulated limiters on a fake clock (no sleeping): an hour of one
 * client sending one request at a time. For each kind of limiter, with or without a stated wait
 * (and one whose wait reads 0), the run uses at least 85 % of the rate the limiter allows, at most
 * 3 % of its requests are answered 429, never many in a row, and the rate it measures is within
 * 15 % of the limiter's.
 */
import { describe, expect, test } from 'vitest';
import {
  fixedWindow,
  gcra,
  type Limiter,
  leakyBucket,
  slidingWindow,
  tokenBucket,
} from '../servers/shared/limiters.ts';
import { simulate } from './simulate.ts';

const HOUR = 3600;

/** Each limiter, how long it is simulated, and answer times the client can keep its rate at. */
const limiters: readonly [string, () => Limiter, number, readonly number[]][] = [
  // The issue's: a burst of 10, then one every 0.5 s; its 429 says Retry-After: 0.
  ['token bucket 10 / 0.5 s, Retry-After: 0', () => tokenBucket(10, 500), HOUR, [3, 40, 300]],
  ['leaky bucket 10 / 0.5 s, no headers', () => leakyBucket(10, 500), HOUR, [3, 40, 300]],
  ['sliding window 60 / 30 s', () => slidingWindow(60, 30_000), HOUR, [3, 40, 300]],
  ['GCRA 10 / 0.5 s, Retry-After rounded up', () => gcra(10, 500), HOUR, [3, 40, 300]],
  ['fixed window 200 / 60 s', () => fixedWindow(200, 60_000), HOUR, [3, 40, 200]],
  ['token bucket 50 / 10 ms (100 per second)', () => tokenBucket(50, 10), 300, [1, 3]],
  ['leaky bucket 20 / 50 ms', () => leakyBucket(20, 50), 600, [3, 10]],
];

describe.each(limiters)('%s', (_name, limiter, seconds, answerTimes) => {
  test.each(answerTimes)(
    'answers in %i ms: rate use ≥ 0.85, 429 share ≤ 0.03, the rate measured within 15 per cent',
    (serviceMs) => {
      const l = limiter();
      const r = simulate(l, { seconds, serviceMs });
      expect(r.rateUse).toBeGreaterThanOrEqual(0.85);
      expect(r.share429).toBeLessThanOrEqual(0.03);
      expect(r.longestStreak).toBeLessThanOrEqual(3);
      expect(Math.abs((r.measured?.sustainedRps ?? 0) / l.rps - 1)).toBeLessThanOrEqual(0.15);
    },
  );
});

test('a claim of the headers seeds the first pace: no second 429 in a row', () => {
  // The headers claim the true rate: the first cut starts from it, not from the burst's pace.
  const seeded = simulate(tokenBucket(10, 500), { seconds: 120, claimedRps: 2 });
  expect(seeded.longestStreak).toBe(1);
  expect(seeded.controller.state.claimedRps).toBe(2);
});

test('no limiter: no pace, nothing measured', () => {
  const none: Limiter = {
    kind: 'fixed-window',
    rps: 1000,
    burst: 1,
    truth: { limit: 1000, windowSeconds: 1, burst: 1 },
    hit: () => ({ allowed: true }),
  };
  const r = simulate(none, { seconds: 5 });
  expect([r.throttled, r.controller.state.rps, r.measured]).toEqual([0, undefined, undefined]);
});

/**
 * The rate limit read from answers (plain recorded exchanges, as the client records them): what the
 * headers claim, and what was measured between the 429s.
 */
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../core/exchange.ts';
import { RateGauge } from './rate-gauge.ts';
import { rateHeaders } from './rate-headers.ts';

const NOW = 1_700_000_000_000;

function answer(
  status: number,
  headers: Record<string, string>,
  durationMs = 10,
  id = 'ex-000001',
): Exchange {
  return {
    id,
    operation: 1,
    label: 'x',
    request: { method: 'GET', url: 'http://127.0.0.1/', headers: {}, bodyBytes: 0 },
    response: { status, headers, body: '{}', bodyBytes: 2, truncated: false },
    startedAt: new Date(NOW).toISOString(),
    durationMs,
  };
}

describe('rate headers, in every dialect', () => {
  test.each([
    [{ 'x-ratelimit-limit': '100', 'x-ratelimit-remaining': '7', 'x-ratelimit-reset': '30' }, 100, 7, 30],
    [{ 'ratelimit-limit': '100', 'ratelimit-remaining': '7', 'ratelimit-reset': '30' }, 100, 7, 30],
    [
      {
        'x-ratelimit-userlimit': '100',
        'x-ratelimit-userremaining': '7',
        'x-ratelimit-userreset': String(NOW + 30_000),
      },
      100,
      7,
      30,
    ],
    [
      {
        'x-ratelimit-limit': '300',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(NOW / 1000 + 30),
      },
      300,
      0,
      30,
    ],
    [{ ratelimit: '"default";r=7;t=30', 'ratelimit-policy': '"default";q=100;w=60' }, 100, 7, 30],
    [{ ratelimit: 'limit=100, remaining=7, reset=30' }, 100, 7, 30],
  ])('%o', (headers, limit, remaining, reset) => {
    expect(rateHeaders(headers, NOW)).toMatchObject({ limit, remaining, resetSeconds: reset });
  });

  test('a policy states the window', () => {
    expect(rateHeaders({ 'ratelimit-policy': '100;w=60' }, NOW)).toEqual({ limit: 100, windowSeconds: 60 });
    expect(rateHeaders({ 'ratelimit-policy': '"default";q=50;w=30' }, NOW)).toEqual({
      limit: 50,
      windowSeconds: 30,
    });
    expect(rateHeaders({ 'x-ratelimit-limit': '300' }, NOW)).toEqual({ limit: 300 });
    expect(rateHeaders({}, NOW)).toEqual({});
  });
});

describe('rate gauge', () => {
  /** Answers at `rps` from `from` (ms after NOW) for `seconds`, a 429 at the end of each. */
  function feed(g: RateGauge, spans: readonly { rps: number; seconds: number }[], headers = {}): void {
    let at = NOW;
    let n = 0;
    for (const { rps, seconds } of spans) {
      for (let i = 0; i < rps * seconds; i++) {
        at += 1000 / rps;
        g.observe(answer(200, headers, 10, `ex-${++n}`), false, at);
      }
      g.observe(answer(429, { 'retry-after': '0' }, 10, `ex-${++n}`), true, at);
    }
  }

  test('the rate that held between two 429s, the burst before the first', () => {
    const g = new RateGauge();
    // A burst of 10 in 0.1 s from rest, then 2 per second for 60 s, with a 429 every 20 s.
    feed(g, [
      { rps: 100, seconds: 0.1 },
      { rps: 2, seconds: 20 },
      { rps: 2, seconds: 20 },
      { rps: 2, seconds: 20 },
    ]);
    expect(g.measured).toEqual({
      sustainedRps: 2,
      burst: 10,
      over: { requests: 40, seconds: 20, throttles: 4 },
    });
    const fact = g.fact([1, 2]);
    expect(fact).toMatchObject({ kind: 'rate_limit', source: 'observed-429s', operations: [1, 2] });
    expect(fact?.evidence.exchangeIds).toEqual(['ex-11', 'ex-52', 'ex-93', 'ex-134']);
  });

  test("a stretch that starts at a fixed window's end reads high: one such stretch is not stated", () => {
    const g = new RateGauge();
    feed(g, [
      { rps: 100, seconds: 0.1 },
      { rps: 2, seconds: 20 },
      { rps: 2, seconds: 20 },
      { rps: 2, seconds: 20 },
      { rps: 6, seconds: 5 },
    ]);
    expect(g.measured).toMatchObject({ sustainedRps: 2 });
  });

  test('a stretch the run sent slower than allowed is a lower bound: the upper quartile is stated', () => {
    const g = new RateGauge();
    feed(g, [
      { rps: 100, seconds: 0.1 },
      { rps: 1, seconds: 30 },
      { rps: 2, seconds: 20 },
      { rps: 1.5, seconds: 20 },
    ]);
    expect(g.measured).toMatchObject({ sustainedRps: 2, over: { requests: 40, seconds: 20, throttles: 4 } });
  });

  test("another identity's answers are not counted in a stretch between one identity's 429s", () => {
    const g = new RateGauge();
    let n = 0;
    const at = (s: number) => NOW + s * 1000;
    g.observe(answer(429, {}, 10, `ex-${++n}`), true, at(0), 'token');
    for (let i = 1; i <= 40; i++) {
      g.observe(answer(200, {}, 10, `ex-${++n}`), false, at(i / 2), 'token');
      g.observe(answer(200, {}, 10, `ex-${++n}`), false, at(i / 2), 'other_tenant');
    }
    g.observe(answer(429, {}, 10, `ex-${++n}`), true, at(20), 'token');
    expect(g.measured).toMatchObject({ sustainedRps: 2, over: { requests: 40, seconds: 20 } });
  });

  test('one 429 measures nothing; a header alone is the claim, and says so', () => {
    const g = new RateGauge();
    feed(g, [{ rps: 10, seconds: 1 }], { 'ratelimit-policy': '100;w=60' });
    expect(g.measured).toBeUndefined();
    expect(g.known).toEqual({ source: 'headers', claimed: { limit: 100, windowSeconds: 60 } });
    expect(g.claimedRps).toBeCloseTo(100 / 60);
    expect(new RateGauge().fact([1])).toBeUndefined();
  });

  test('limit and reset headers claim a window: the longest reset seen', () => {
    const g = new RateGauge();
    g.observe(answer(200, { 'x-ratelimit-limit': '300', 'x-ratelimit-reset': '59' }), false, NOW);
    g.observe(answer(200, { 'x-ratelimit-limit': '300', 'x-ratelimit-reset': '12' }), false, NOW + 47_000);
    expect(g.known).toEqual({ source: 'headers', claimed: { limit: 300, windowSeconds: 59 } });
  });

  test('measured with headers: the claim is kept beside the measurement', () => {
    const g = new RateGauge();
    feed(
      g,
      [
        { rps: 5, seconds: 4 },
        { rps: 1, seconds: 30 },
      ],
      { 'x-ratelimit-limit': '60', 'x-ratelimit-reset': '60' },
    );
    expect(g.known).toMatchObject({
      source: 'observed-429s',
      measured: { sustainedRps: 1 },
      claimed: { limit: 60, windowSeconds: 60 },
    });
  });
});

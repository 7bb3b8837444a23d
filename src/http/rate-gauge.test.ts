/**
 * The rate limit read from answers (plain recorded exchanges, as the client records them), and the
 * requests it lets through in a span of time.
 */
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../core/exchange.ts';
import { RateGauge } from './rate-gauge.ts';
import { rateHeaders } from './rate-headers.ts';

const NOW = 1_700_000_000_000;

function answer(status: number, headers: Record<string, string>, durationMs = 10): Exchange {
  return {
    id: 'ex-000001',
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
  });
});

describe('rate gauge', () => {
  test('no limit seen: no bound, however slow the answers (the deadline bounds a slow server)', () => {
    const g = new RateGauge();
    g.observe(answer(200, {}, 5000), NOW);
    expect(g.learned).toBeUndefined();
    expect(g.capacity(60_000, NOW)).toBe(Number.POSITIVE_INFINITY);
  });

  test('limit headers: what is left now, then the limit per window (the longest reset seen)', () => {
    const g = new RateGauge();
    const hapi = (remaining: number, resetIn: number) => ({
      'x-ratelimit-userlimit': '100',
      'x-ratelimit-userremaining': String(remaining),
      'x-ratelimit-userreset': String(NOW + resetIn),
    });
    g.observe(answer(200, hapi(99, 60_000), 1), NOW);
    g.observe(answer(200, hapi(40, 30_000), 1), NOW);
    expect(g.learned).toEqual({ limit: 100, windowSeconds: 60, source: 'reset' });
    // 40 now, nothing until the reset in 30 s, then 100 a minute for the remaining 90 s.
    expect(g.capacity(120_000, NOW)).toBe(190);
  });

  test('a 429 blocks until its Retry-After', () => {
    const g = new RateGauge();
    g.observe(answer(200, { 'ratelimit-policy': '100;w=60', 'ratelimit-remaining': '1' }, 1), NOW);
    g.observe(answer(429, { 'retry-after': '30', 'ratelimit-policy': '100;w=60' }, 1), NOW);
    expect(g.learned?.source).toBe('policy');
    expect(g.capacity(20_000, NOW)).toBe(0);
    // Once told to wait, the run keeps to 90 % of the rate.
    expect(g.capacity(90_000, NOW)).toBe(90);
    expect(g.paceRps()).toBeCloseTo(1.5, 5);
  });

  test('no headers at all: a first reading from the first 429, the time taken plus the wait', () => {
    const g = new RateGauge();
    for (let i = 0; i < 40; i++) g.observe(answer(200, {}, 1), NOW + i * 100);
    g.observe(answer(429, { 'retry-after': '6' }, 1), NOW + 4000);
    expect(g.learned).toEqual({ limit: 40, windowSeconds: 10, source: 'observed-429s', provisional: true });
    // Not kept to: the next window is counted at full speed.
    expect(g.paceRps()).toBeUndefined();
  });

  test('no headers and no stated wait: the limit and window of a window that began when answers resumed', () => {
    const g = new RateGauge();
    expect(g.paceRps()).toBeUndefined();
    for (let i = 0; i < 60; i++) g.observe(answer(200, {}, 1), NOW + i * 10);
    // Told to wait (no wait stated), backed off, still refused, then answered 5 s after the first.
    g.observe(answer(429, {}, 1), NOW + 600);
    expect(g.learned).toBeUndefined();
    g.observe(answer(429, {}, 1), NOW + 1700);
    g.observe(answer(201, {}, 1), NOW + 5000);
    // The first span began anywhere in a window: a first reading only.
    expect(g.learned).toMatchObject({ limit: 60, provisional: true });
    // Answers resumed with a window: 60 get through, then 429 until answers resume 2 s after it began.
    for (let i = 1; i < 60; i++) g.observe(answer(200, {}, 1), NOW + 5000 + i * 10);
    g.observe(answer(429, {}, 1), NOW + 5600);
    g.observe(answer(200, {}, 1), NOW + 7000);
    expect(g.learned).toEqual({ limit: 60, windowSeconds: 2, source: 'observed-429s' });
    expect(g.paceRps()).toBeCloseTo(27, 5);
  });

  test('identities are counted apart, and the slowest rate seen is kept', () => {
    const g = new RateGauge();
    for (let i = 0; i < 30; i++) g.observe(answer(200, {}, 1), NOW + i, i % 3 === 0 ? 'anonymous' : 'token');
    g.observe(answer(429, { 'x-quota-wait-ms': '2000' }, 1), NOW + 100, 'token');
    // 20 of the 30 went with the token: its own count, over the time until the stated wait ends.
    expect(g.learned).toMatchObject({ limit: 20, windowSeconds: 2, source: 'observed-429s' });
    g.observe(answer(200, {}, 1), NOW + 2100, 'token');
    for (let i = 0; i < 14; i++) g.observe(answer(200, {}, 1), NOW + 2200 + i * 100, 'token');
    g.observe(answer(429, {}, 1), NOW + 3700, 'token');
    g.observe(answer(200, {}, 1), NOW + 5100, 'token');
    // 15 in 3 s is slower than 20 in 2 s: kept.
    expect(g.learned).toEqual({ limit: 15, windowSeconds: 3, source: 'observed-429s' });
  });
});

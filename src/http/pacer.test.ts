/**
 * What the pacer tells a phase's plan (`capacity`): no bound before the server said anything but
 * `MAX_RPS`; the headers' claim (a window's worth at once, then its rate) until a 429; the pace kept
 * after one. And what it asks of the client after a throttle: a stated wait once, else soon.
 */
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../core/exchange.ts';
import { Pacer } from './pacer.ts';

const NOW = 1_700_000_000_000;

function answer(status: number, headers: Record<string, string> = {}): Exchange {
  return {
    id: 'ex-1',
    label: 'x',
    request: { method: 'GET', url: 'http://127.0.0.1/', headers: {}, bodyBytes: 0 },
    response: { status, headers, body: '', bodyBytes: 0, truncated: false },
    startedAt: new Date(NOW).toISOString(),
    durationMs: 1,
  };
}

describe('pacer', () => {
  test('capacity: MAX_RPS alone, then the claim, then the pace', () => {
    const pacer = new Pacer(1000, 0);
    expect(pacer.capacity(10_000, NOW)).toBe(Number.POSITIVE_INFINITY);
    expect(new Pacer(1000, 5).capacity(10_000, NOW)).toBe(50);
    pacer.answered(answer(200, { 'ratelimit-policy': '60;w=60' }), 'token', NOW);
    expect(pacer.capacity(10_000, NOW)).toBe(60 + 10);
    for (let i = 1; i <= 20; i++) pacer.answered(answer(200), 'token', NOW + i * 100);
    const wait = pacer.answered(answer(429, { 'retry-after': '3' }), 'token', NOW + 2100);
    expect(wait).toEqual({ ms: 3000, reason: 'Retry-After' });
    // The claim seeds the first cut (0.8 of 1 a second); the plan reads the rate that held (the
    // claim's 1 a second), after the stated wait.
    expect(pacer.capacity(13_000, NOW + 2100)).toBe(10);
    expect(pacer.pace.rps).toBeCloseTo(0.8);
  });

  test('a wait of 0, or none, is a backoff that grows while the 429s go on', () => {
    const pacer = new Pacer(1000, 0);
    for (let i = 1; i <= 20; i++) pacer.answered(answer(200), 'token', NOW + i * 100);
    const first = pacer.answered(answer(429, { 'retry-after': '0' }), 'token', NOW + 2000);
    const second = pacer.answered(answer(429), 'token', NOW + 2000 + (first?.ms ?? 0));
    expect(first?.ms).toBeGreaterThanOrEqual(100);
    expect(second?.ms).toBeGreaterThan(first?.ms ?? 0);
    expect([first?.reason, second?.reason]).toEqual([
      '429 with Retry-After: 0: backing off',
      '429 without a stated wait: backing off',
    ]);
  });
});

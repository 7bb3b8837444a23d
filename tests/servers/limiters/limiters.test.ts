/**
 * @module The limited servers keep their word over real HTTP: the legacy server's answers up to the
 * burst, then 429 with the limiter's own wait (a token bucket's rounded-down `0`, none from the
 * leaky bucket, the oldest request's leaving from the sliding window), no rate header on any other
 * answer, each tenant counted apart, and a request passing again once the limiter refills.
 */
import { describe, expect, it } from 'vitest';
import { ask, type Row } from '../support/rows.ts';
import { type LimitedKind, startLimitedServer } from './index.ts';

const ROW: Row = ['GET /v1/notifications/upsert-notification-subscribers', undefined, 200];
const RATE_HEADERS = /rate|retry|reset/i;

interface Expected {
  readonly scale: number;
  readonly retryAfter: (v: string | undefined) => boolean;
  readonly refillMs: number;
}

const expected: Readonly<Record<LimitedKind, Expected>> = {
  // 10 at once, then one per 0.5 s; a wait under a second rounds down to 0.
  'token-bucket': { scale: 1, retryAfter: (v) => v === '0', refillMs: 550 },
  'leaky-bucket': { scale: 1, retryAfter: (v) => v === undefined, refillMs: 550 },
  // Scale 10: 60 per 3 s; the oldest leaves in at most 3 s.
  'sliding-window': { scale: 10, retryAfter: (v) => Number(v) >= 1 && Number(v) <= 3, refillMs: 3_050 },
};

describe.each(Object.keys(expected) as LimitedKind[])('%s', (kind) => {
  it('passes the burst, then 429 with its own wait, per tenant, and refills', async () => {
    const server = await startLimitedServer({ kind, scale: expected[kind].scale });
    try {
      expect(server.truth.rateLimit).toEqual(server.limiter.truth);
      expect(server.truth.operations['1']).toBeDefined();
      // The burst passes (a slow first request may let one more refill in), then a 429.
      const burst = server.limiter.burst;
      let passed = 0;
      let over = await ask(server, ROW);
      while (over.status === 200 && passed < burst + 5) {
        expect(Object.keys(over.headers).filter((h) => RATE_HEADERS.test(h))).toEqual([]);
        passed += 1;
        over = await ask(server, ROW);
      }
      expect(over.status).toBe(429);
      expect(passed).toBeGreaterThanOrEqual(burst);
      expect(passed).toBeLessThanOrEqual(burst + 2);
      expect(expected[kind].retryAfter(over.headers['retry-after'])).toBe(true);
      expect(Object.keys(over.headers).filter((h) => RATE_HEADERS.test(h) && h !== 'retry-after')).toEqual(
        [],
      );
      expect((await ask(server, [ROW[0], undefined, 200, undefined, { as: 'b' }])).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, expected[kind].refillMs));
      expect((await ask(server, ROW)).status).toBe(200);
      const counts = server.counts();
      expect([counts.a?.passed, counts.a?.refused, counts.b?.passed]).toEqual([passed + 1, 1, 1]);
    } finally {
      await server.close();
    }
  });
});

import { describe, expect, test } from 'vitest';
import type { RecordedResponse } from '../../core/exchange.ts';
import { rateHeaders, windowOf } from './rate-window.ts';

const at = Date.UTC(2026, 0, 1, 12, 0, 0, 300);
const answer = (headers: Record<string, string>): RecordedResponse => ({
  status: 200,
  headers,
  body: '',
  bodyBytes: 0,
  truncated: false,
});

describe('rate limits from plain headers', () => {
  test('epoch-second resets are read against the server clock (Date) and flagged coarse', () => {
    const h = rateHeaders(
      answer({
        'x-ratelimit-limit': '300',
        'x-ratelimit-remaining': '299',
        'x-ratelimit-reset': String(at / 1000 + 60.7),
        date: new Date(at).toUTCString(),
      }),
      at,
    );
    expect(h).toMatchObject({ limit: 300, remaining: 299, coarse: true });
    expect(h?.resetIn).toBeCloseTo(61, 0);
  });

  test('vendor names (X-RateLimit-UserLimit, epoch ms) and delta resets', () => {
    const vendor = rateHeaders(
      answer({
        'x-ratelimit-userlimit': '50',
        'x-ratelimit-userremaining': '49',
        'x-ratelimit-userreset': String(at + 10_000),
      }),
      at,
    );
    expect(vendor).toEqual({ limit: 50, remaining: 49, resetIn: 10, coarse: false });
    const delta = rateHeaders(answer({ 'ratelimit-limit': '100', 'ratelimit-reset': '30' }), at);
    expect(delta).toEqual({ limit: 100, resetIn: 30, coarse: false });
    // The IETF structured field and the policy are not a limit count.
    expect(rateHeaders(answer({ ratelimit: '"default";r=5;t=3', 'ratelimit-policy': '10;w=60' }), at)).toBe(
      undefined,
    );
  });

  test('a coarse reading is snapped to a window people configure only when one alone is near', () => {
    expect(windowOf(61, true)).toBe(60);
    expect(windowOf(59.4, true)).toBe(60);
    expect(windowOf(11, true)).toBe(10);
    expect(windowOf(1.5, true)).toBeUndefined();
    expect(windowOf(37, true)).toBeUndefined();
    expect(windowOf(30, false)).toBe(30);
    expect(windowOf(29.5, false)).toBeUndefined();
  });
});

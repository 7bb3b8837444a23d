/** @module The fixed-window limiter under a controlled clock. */
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.ts';

describe('createRateLimiter', () => {
  it('counts per key within a fixed window and resets after it', () => {
    let now = 1_000_000;
    const hit = createRateLimiter({ limit: 2, windowSeconds: 10 }, () => now);
    expect(hit('a').headers).toMatchObject({ 'RateLimit-Remaining': '1', 'RateLimit-Reset': '10' });
    now += 4_500;
    expect(hit('a')).toMatchObject({
      allowed: true,
      headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': '6' },
    });
    const denied = hit('a');
    expect(denied.allowed).toBe(false);
    expect(denied.headers['Retry-After']).toBe('6');
    expect(hit('b').allowed).toBe(true);
    now += 5_500;
    expect(hit('a')).toMatchObject({ allowed: true, headers: { 'RateLimit-Remaining': '1' } });
  });
});

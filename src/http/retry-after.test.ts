/**
 * The wait a rate-limited answer states, whatever names its server uses: headers found by what
 * their names speak of (not a list), values in any unit a delay comes in, the body's fields and
 * text; and the backoff used when nothing is stated.
 */
import { describe, expect, test } from 'vitest';
import { asksToWait, backoffSeconds, delaySeconds, statedWait, waitFromText } from './retry-after.ts';

const NOW = 1_700_000_000_000;
const answer = (headers: Record<string, string>, body = '', json?: unknown) => ({
  headers,
  body,
  ...(json !== undefined && { json }),
});

describe('a wait from a header, whatever its name', () => {
  test.each([
    [{ 'retry-after': '3' }, 3, 'Retry-After'],
    [{ 'retry-after': new Date(NOW + 5000).toUTCString() }, 5, 'Retry-After'],
    [{ 'x-quota-wait-ms': '2500' }, 2.5, 'x-quota-wait-ms'],
    [{ 'x-throttle-retry-in': '4s' }, 4, 'x-throttle-retry-in'],
    [{ 'x-backend-wait-millis': '1500' }, 1.5, 'x-backend-wait-millis'],
    [{ 'x-window-resets-at': String(NOW / 1000 + 7) }, 7, 'x-window-resets-at'],
    [{ 'x-limit-reset': String(NOW + 9000) }, 9, 'x-limit-reset'],
    [{ 'x-come-back-after': new Date(NOW + 6000).toISOString() }, 6, 'x-come-back-after'],
    [{ 'ratelimit-reset': '12' }, 12, 'ratelimit-reset'],
  ])('%o → %d s', (headers, seconds, from) => {
    const wait = statedWait(answer(headers), NOW);
    expect(wait?.from).toBe(from);
    expect(wait?.seconds).toBeCloseTo(seconds, 3);
  });

  test('a plain delay name wins over a reset, Retry-After over both', () => {
    expect(statedWait(answer({ 'x-rl-reset': '30', 'x-rl-wait': '2' }), NOW)?.seconds).toBe(2);
    expect(statedWait(answer({ 'x-rl-wait': '2', 'retry-after': '1' }), NOW)?.seconds).toBe(1);
  });

  test('names that do not speak of waiting, and values that are no delay, are not read', () => {
    expect(statedWait(answer({ 'x-ratelimit-limit': '60', 'x-request-id': '12', date: 'x' }), NOW)).toBe(
      undefined,
    );
    expect(statedWait(answer({ 'x-retry-policy': 'exponential' }), NOW)).toBeUndefined();
    expect(delaySeconds('x-wait', 'soon', NOW)).toBeUndefined();
    // `Date.parse("1")` is a date in V8: a bare number is a delay, never a date.
    expect(delaySeconds('x-wait', '1', NOW)).toBe(1);
  });
});

describe('a wait from the body', () => {
  test.each([
    ['Too many requests, please wait for 3s', 3],
    ['Rate limit exceeded. Try again in 2 seconds.', 2],
    ['retry after 1500 ms', 1.5],
    ['Quota exhausted; it resets in 1 minute', 60],
  ])('text %j → %d s', (text, seconds) => {
    expect(waitFromText(text)).toBeCloseTo(seconds, 3);
    expect(statedWait(answer({}, text), NOW)).toEqual({ seconds, from: 'body text' });
  });

  test('a field of a JSON body named for waiting', () => {
    const json = { error: { message: 'slow down', retryAfterMs: 800 } };
    expect(statedWait(answer({}, JSON.stringify(json), json), NOW)).toEqual({
      seconds: 0.8,
      from: 'body field retryAfterMs',
    });
  });

  test('text without a delay states none', () => {
    expect(waitFromText('Rate limit of 40 requests exceeded')).toBeUndefined();
    expect(waitFromText('Too many requests, retry later (limit 60 per window)')).toBeUndefined();
  });
});

describe('otherwise', () => {
  test('exponential backoff up to a window', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((a) => backoffSeconds(a))).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    expect(backoffSeconds(3, 5)).toBe(5);
  });

  test('a 429 always asks to wait; a 503 only when it states a wait', () => {
    expect(asksToWait({ status: 429, headers: {} })).toBe(true);
    expect(asksToWait({ status: 503, headers: {} })).toBe(false);
    expect(asksToWait({ status: 503, headers: { 'retry-after': '5' } })).toBe(true);
    expect(asksToWait({ status: 500, headers: { 'retry-after': '5' } })).toBe(false);
  });
});

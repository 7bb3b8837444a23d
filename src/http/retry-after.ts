/**
 * @module How long a server asks us to wait after a 429/503: `Retry-After` (seconds or HTTP date),
 * else `RateLimit-Reset` (seconds) or `X-RateLimit-Reset` (seconds or epoch seconds).
 */

/** A reset header's value in seconds from now: a delta, or epoch seconds or milliseconds. */
export function resetSeconds(value: string | undefined, now = Date.now()): number | undefined {
  const reset = value?.trim();
  if (!reset || !/^\d+(\.\d+)?$/.test(reset)) return undefined;
  const n = Number(reset);
  // Large values are epoch seconds (or milliseconds); small ones are a delta.
  if (n > 1e12) return Math.max(0, (n - now) / 1000);
  if (n > 1e9) return Math.max(0, n - now / 1000);
  return n;
}

export function waitSeconds(headers: Readonly<Record<string, string>>, now = Date.now()): number | undefined {
  const retryAfter = headers['retry-after']?.trim();
  if (retryAfter) {
    if (/^\d+(\.\d+)?$/.test(retryAfter)) return Number(retryAfter);
    const at = Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.max(0, (at - now) / 1000);
  }
  return resetSeconds(
    headers['ratelimit-reset'] ?? headers['x-ratelimit-reset'] ?? headers['x-rate-limit-reset'],
    now,
  );
}

/** Which header a wait came from, for the line that tells the user why the run waits. */
export function waitReason(headers: Readonly<Record<string, string>>): string {
  if (headers['retry-after']?.trim()) return 'Retry-After';
  if (headers['ratelimit-reset']) return 'RateLimit-Reset';
  if (headers['x-ratelimit-reset'] ?? headers['x-rate-limit-reset']) return 'X-RateLimit-Reset';
  return '429 without a wait header';
}

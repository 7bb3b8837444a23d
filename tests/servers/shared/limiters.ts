/**
 * @module The limiters servers put in front of an API, each as it is commonly written, one key per
 * tenant, on a clock passed in (a fake one in the pace test bed, `Date.now` in the test servers).
 * Each says what it allows and what its 429 states: a token bucket (a burst, then one request per
 * interval; its `Retry-After` rounded down, so it often reads 0), a leaky bucket used as a meter
 * (nginx `limit_req` without delay: no wait stated), a sliding log, GCRA (`Retry-After` rounded
 * up) and a fixed window. `rps` is the sustained rate it allows, `burst` what it lets through at
 * once from rest: the truth a run's stated limit is scored against.
 */

export interface LimiterVerdict {
  readonly allowed: boolean;
  /** The `Retry-After` its 429 sends, in whole seconds; undefined: it states no wait. */
  readonly retryAfter?: number;
}

export interface Limiter {
  readonly kind: LimiterKind;
  /** Requests per second it allows, sustained. */
  readonly rps: number;
  /** Requests it lets through at once from rest. */
  readonly burst: number;
  /** As a server's truth states it: `limit` per `windowSeconds` sustained, `burst` at once. */
  readonly truth: { readonly limit: number; readonly windowSeconds: number; readonly burst: number };
  hit(key: string, now: number): LimiterVerdict;
}

export type LimiterKind = 'token-bucket' | 'leaky-bucket' | 'sliding-window' | 'gcra' | 'fixed-window';

/** Keys tracked at once: tenants and one anonymous key, so a flood of junk tokens stays bounded. */
const MAX_KEYS = 1000;

function keyed<T>(map: Map<string, T>, key: string, fresh: () => T): T {
  let v = map.get(key);
  if (v === undefined) {
    if (map.size >= MAX_KEYS) map.clear();
    v = fresh();
    map.set(key, v);
  }
  return v;
}

/** `burst` tokens, one more every `intervalMs`; a 429 states the wait for a token rounded down. */
export function tokenBucket(burst: number, intervalMs: number): Limiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    kind: 'token-bucket',
    rps: 1000 / intervalMs,
    burst,
    truth: { limit: 1, windowSeconds: intervalMs / 1000, burst },
    hit(key, now) {
      const b = keyed(buckets, key, () => ({ tokens: burst, at: now }));
      b.tokens = Math.min(burst, b.tokens + (now - b.at) / intervalMs);
      b.at = now;
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfter: Math.floor(((1 - b.tokens) * intervalMs) / 1000) };
    },
  };
}

/** A bucket of `capacity` that drains one request every `intervalMs`; full: 429, no wait stated. */
export function leakyBucket(capacity: number, intervalMs: number): Limiter {
  const buckets = new Map<string, { level: number; at: number }>();
  return {
    kind: 'leaky-bucket',
    rps: 1000 / intervalMs,
    burst: capacity,
    truth: { limit: 1, windowSeconds: intervalMs / 1000, burst: capacity },
    hit(key, now) {
      const b = keyed(buckets, key, () => ({ level: 0, at: now }));
      b.level = Math.max(0, b.level - (now - b.at) / intervalMs);
      b.at = now;
      if (b.level + 1 > capacity) return { allowed: false };
      b.level += 1;
      return { allowed: true };
    },
  };
}

/** At most `limit` requests in any `windowMs`; a 429 states when the oldest leaves, rounded up. */
export function slidingWindow(limit: number, windowMs: number): Limiter {
  const logs = new Map<string, number[]>();
  return {
    kind: 'sliding-window',
    rps: (limit * 1000) / windowMs,
    burst: limit,
    truth: { limit, windowSeconds: windowMs / 1000, burst: limit },
    hit(key, now) {
      const log = keyed(logs, key, () => []);
      while (log.length > 0 && (log[0] as number) <= now - windowMs) log.shift();
      if (log.length < limit) {
        log.push(now);
        return { allowed: true };
      }
      return { allowed: false, retryAfter: Math.ceil(((log[0] as number) + windowMs - now) / 1000) };
    },
  };
}

/** GCRA (redis-cell, `throttled`): one request per `intervalMs` with `burst` tolerance; wait rounded up. */
export function gcra(burst: number, intervalMs: number): Limiter {
  const tats = new Map<string, number>();
  const tolerance = (burst - 1) * intervalMs;
  return {
    kind: 'gcra',
    rps: 1000 / intervalMs,
    burst,
    truth: { limit: 1, windowSeconds: intervalMs / 1000, burst },
    hit(key, now) {
      const tat = Math.max(
        keyed(tats, key, () => now),
        now,
      );
      if (tat - now > tolerance)
        return { allowed: false, retryAfter: Math.ceil((tat - tolerance - now) / 1000) };
      tats.set(key, tat + intervalMs);
      return { allowed: true };
    },
  };
}

/** `limit` requests per fixed window; a 429 states the time to the window's end, rounded up. */
export function fixedWindow(limit: number, windowMs: number): Limiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    kind: 'fixed-window',
    rps: (limit * 1000) / windowMs,
    burst: limit,
    truth: { limit, windowSeconds: windowMs / 1000, burst: limit },
    hit(key, now) {
      let w = keyed(windows, key, () => ({ start: now, count: 0 }));
      if (now - w.start >= windowMs) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count <= limit) return { allowed: true };
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((w.start + windowMs - now) / 1000)) };
    },
  };
}

/**
 * @module A fixed-window rate limiter keyed by bearer token (or client address without one), with the
 * IETF draft `RateLimit-*` headers express-rate-limit sends. The key table is bounded.
 */

export interface RateLimitConfig {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface RateLimitDecision {
  readonly allowed: boolean;
  readonly headers: Readonly<Record<string, string>>;
}

interface Window {
  start: number;
  count: number;
}

/** Keys tracked at once; a flood of distinct bad tokens must not grow memory without bound. */
const MAX_KEYS = 10_000;

export function createRateLimiter(config: RateLimitConfig, clock: () => number = Date.now) {
  const windowMs = config.windowSeconds * 1000;
  const windows = new Map<string, Window>();
  const policy = `${config.limit};w=${config.windowSeconds}`;

  function evict(now: number): void {
    for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
    while (windows.size >= MAX_KEYS) {
      const oldest = windows.keys().next();
      if (oldest.done) break;
      windows.delete(oldest.value);
    }
  }

  return (key: string): RateLimitDecision => {
    const now = clock();
    let w = windows.get(key);
    if (!w || now - w.start >= windowMs) {
      if (!w && windows.size >= MAX_KEYS) evict(now);
      w = { start: now, count: 0 };
      windows.set(key, w);
    }
    w.count++;
    const allowed = w.count <= config.limit;
    const reset = Math.max(1, Math.ceil((w.start + windowMs - now) / 1000));
    const headers: Record<string, string> = {
      'RateLimit-Policy': policy,
      'RateLimit-Limit': String(config.limit),
      'RateLimit-Remaining': String(Math.max(0, config.limit - w.count)),
      'RateLimit-Reset': String(reset),
    };
    if (!allowed) headers['Retry-After'] = String(reset);
    return { allowed, headers };
  };
}

/**
 * @module `golang.org/x/time/rate` per key: a token bucket of `limit` tokens refilled at
 * `limit / windowSeconds` a second, so a burst of `limit` passes and then the refill rate.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export class TokenBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  readonly #burst: number;
  readonly #perMs: number;

  constructor(options: RateLimitOptions) {
    this.#burst = options.limit;
    this.#perMs = options.limit / (options.windowSeconds * 1000);
  }

  /** `limiter.Allow()` for `key`. */
  allow(key: string, now = Date.now()): boolean {
    const bucket = this.#buckets.get(key) ?? { tokens: this.#burst, at: now };
    bucket.tokens = Math.min(this.#burst, bucket.tokens + (now - bucket.at) * this.#perMs);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

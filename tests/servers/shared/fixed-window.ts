/**
 * @module A fixed-window request counter per key. Keys are tenants (plus one anonymous bucket), so
 * the map stays as small as the tenant list however many junk tokens arrive.
 */

export interface RateLimitOptions {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface WindowVerdict {
  readonly allowed: boolean;
  readonly limit: number;
  readonly remaining: number;
  /** Epoch milliseconds at which the current window ends. */
  readonly resetAt: number;
  /** Whole seconds until the window ends, at least 1. */
  readonly retryAfterSeconds: number;
}

export class FixedWindow {
  readonly #windows = new Map<string, { start: number; count: number }>();
  readonly #options: RateLimitOptions;

  constructor(options: RateLimitOptions) {
    this.#options = options;
  }

  /** Counts one request for `key` and says whether it fits in the current window. */
  hit(key: string, now = Date.now()): WindowVerdict {
    const windowMs = this.#options.windowSeconds * 1000;
    let window = this.#windows.get(key);
    if (window === undefined || now - window.start >= windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(key, window);
    }
    window.count += 1;
    const resetAt = window.start + windowMs;
    return {
      allowed: window.count <= this.#options.limit,
      limit: this.#options.limit,
      remaining: Math.max(0, this.#options.limit - window.count),
      resetAt,
      retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }
}

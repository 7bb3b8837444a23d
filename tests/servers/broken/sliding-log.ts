/**
 * @module A sliding-log rate limiter keyed by client address (hapi-rate-limit's `userLimit` for
 * anonymous users): every request counts, whatever its token, and a slot frees exactly
 * `windowSeconds` after the request that took it.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export type SlidingLimit = RateLimitOptions;

export interface SlidingVerdict {
  readonly allowed: boolean;
  readonly remaining: number;
  /** Epoch milliseconds at which the oldest counted request leaves the window. */
  readonly resetAt: number;
}

/** Most clients remembered; the loopback harness is one client, so this is only a guard. */
const MAX_CLIENTS = 1000;

export class SlidingLog {
  readonly #logs = new Map<string, number[]>();
  readonly #limit: SlidingLimit;

  constructor(limit: SlidingLimit) {
    this.#limit = limit;
  }

  hit(client: string, now = Date.now()): SlidingVerdict {
    const windowMs = this.#limit.windowSeconds * 1000;
    let log = this.#logs.get(client);
    if (log === undefined) {
      if (this.#logs.size >= MAX_CLIENTS) this.#logs.clear();
      log = [];
      this.#logs.set(client, log);
    }
    while (log.length > 0 && (log[0] ?? 0) <= now - windowMs) log.shift();
    // Rejected requests are not logged: a client that waits out Retry-After gets its slot.
    const allowed = log.length < this.#limit.limit;
    if (allowed) log.push(now);
    return {
      allowed,
      remaining: Math.max(0, this.#limit.limit - log.length),
      resetAt: (log[0] ?? now) + windowMs,
    };
  }
}

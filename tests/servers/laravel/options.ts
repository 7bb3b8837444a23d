/**
 * @module Start options of the Laravel server and their defaults: `throttle:api` at 60 requests a
 * minute (Laravel 11's `RateLimiter::for('api', …)`), PHP's `post_max_size` of 8M.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface LaravelServerOptions {
  readonly port?: number;
  /** `false` drops `throttle:api` (no `X-RateLimit-*` headers, no `rateLimit` in the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  /** `post_max_size`, in bytes. */
  readonly maxBodyBytes?: number;
}

export type ResolvedLaravelOptions = Required<LaravelServerOptions>;

export function resolveLaravelOptions(options: LaravelServerOptions = {}): ResolvedLaravelOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 60, windowSeconds: 60 },
    maxBodyBytes: options.maxBodyBytes ?? 8 * 1024 * 1024,
  };
}

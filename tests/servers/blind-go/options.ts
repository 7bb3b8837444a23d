/**
 * @module Start options of the blind-go server and their defaults: no rate limit unless one is asked
 * for (then a ulule/limiter-style middleware), bodies that are bound capped at 32 KiB.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface BlindGoServerOptions {
  readonly port?: number;
  /** Off (`false`) by default; a window turns the limiter on and puts it in the truth. */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export interface ResolvedBlindGoOptions {
  readonly port: number;
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
}

export function resolveBlindGoOptions(options: BlindGoServerOptions = {}): ResolvedBlindGoOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? false,
    maxBodyBytes: options.maxBodyBytes ?? 32_768,
  };
}

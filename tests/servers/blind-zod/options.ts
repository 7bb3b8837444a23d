/**
 * @module Start options of the blind-zod server and their defaults (1000 requests per 60 s per
 * token, 1 MiB bodies, as Express's body parser would be configured).
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface BlindZodServerOptions {
  readonly port?: number;
  /** `false` turns the limiter off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export interface ResolvedBlindZodOptions {
  readonly port: number;
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
}

export function resolveBlindZodOptions(options: BlindZodServerOptions = {}): ResolvedBlindZodOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 1000, windowSeconds: 60 },
    maxBodyBytes: options.maxBodyBytes ?? 1_048_576,
  };
}

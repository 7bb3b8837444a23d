/**
 * @module Start options of the DRF server and their defaults: `UserRateThrottle` at 1000 requests
 * a minute per user (anonymous callers share one bucket), Django's `DATA_UPLOAD_MAX_MEMORY_SIZE`
 * of 2.5 MiB.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface DrfServerOptions {
  readonly port?: number;
  /** `false` turns throttling off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export type ResolvedDrfOptions = Required<DrfServerOptions>;

export function resolveDrfOptions(options: DrfServerOptions = {}): ResolvedDrfOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 1000, windowSeconds: 60 },
    maxBodyBytes: options.maxBodyBytes ?? 2_621_440,
  };
}

/**
 * @module Start options of the alt server and their defaults (40 requests per 10 s, 16 KiB bodies).
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface AltServerOptions {
  readonly port?: number;
  /** `false` turns the limiter off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export interface ResolvedAltOptions {
  readonly port: number;
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
}

export function resolveAltOptions(options: AltServerOptions = {}): ResolvedAltOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 40, windowSeconds: 10 },
    maxBodyBytes: options.maxBodyBytes ?? 16_384,
  };
}

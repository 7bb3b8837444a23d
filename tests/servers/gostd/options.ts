/**
 * @module Start options of the gostd server and their defaults: `rate.NewLimiter(10, 100)` per
 * token (100 in a burst, 10 a second after), `http.MaxBytesReader` at 1 MiB.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface GostdServerOptions {
  readonly port?: number;
  /** `false` drops the limiter (no 429, no `rateLimit` in the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export type ResolvedGostdOptions = Required<GostdServerOptions>;

export function resolveGostdOptions(options: GostdServerOptions = {}): ResolvedGostdOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 100, windowSeconds: 10 },
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
  };
}

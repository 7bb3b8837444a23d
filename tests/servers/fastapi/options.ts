/**
 * @module Start options of the FastAPI server and their defaults: slowapi's `1000/minute` per
 * token, nginx's `client_max_body_size 1m` in front (the app itself has no body limit).
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface FastapiServerOptions {
  readonly port?: number;
  /** `false` turns the limiter off (no `X-RateLimit-*` headers, no `rateLimit` in the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export type ResolvedFastapiOptions = Required<FastapiServerOptions>;

export function resolveFastapiOptions(options: FastapiServerOptions = {}): ResolvedFastapiOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 1000, windowSeconds: 60 },
    maxBodyBytes: options.maxBodyBytes ?? 1_048_576,
  };
}

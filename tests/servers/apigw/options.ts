/**
 * @module Start options of the API Gateway server and their defaults: a usage plan throttling each
 * token to 1000 requests per 10 s (a fixed window here), and API Gateway's 10 MB payload limit.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface ApigwServerOptions {
  readonly port?: number;
  /** `false` turns throttling off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export type ResolvedApigwOptions = Required<ApigwServerOptions>;

export const API_GATEWAY_PAYLOAD_LIMIT = 10 * 1024 * 1024;

export function resolveApigwOptions(options: ApigwServerOptions = {}): ResolvedApigwOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 1000, windowSeconds: 10 },
    maxBodyBytes: options.maxBodyBytes ?? API_GATEWAY_PAYLOAD_LIMIT,
  };
}

/**
 * @module Start options of the Rails server and their defaults: rack-attack throttling 300
 * requests per 5 minutes per token, nginx's `client_max_body_size 1m` in front.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface RailsServerOptions {
  readonly port?: number;
  /** `false` turns the throttle off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export type ResolvedRailsOptions = Required<RailsServerOptions>;

export function resolveRailsOptions(options: RailsServerOptions = {}): ResolvedRailsOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 300, windowSeconds: 300 },
    maxBodyBytes: options.maxBodyBytes ?? 1_048_576,
  };
}

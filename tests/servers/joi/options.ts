/**
 * @module Start options of the Joi server and their defaults: express-rate-limit off (as scaffolded),
 * `express.json()`'s 100 kB body limit.
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';

export interface JoiServerOptions {
  readonly port?: number;
  /** express-rate-limit with draft-6 `RateLimit-*` headers; `false` (default) leaves it off. */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
}

export type ResolvedJoiOptions = Required<JoiServerOptions>;

export function resolveJoiOptions(options: JoiServerOptions = {}): ResolvedJoiOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? false,
    maxBodyBytes: options.maxBodyBytes ?? 102_400,
  };
}

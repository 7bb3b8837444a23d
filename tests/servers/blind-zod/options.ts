/**
 * @module Start options of the blind-zod server and their defaults (1000 requests per 60 s per
 * token, 1 MiB bodies, as Express's body parser would be configured).
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';
import type { OperationNumber } from '../shared/rules.ts';
import type { ZodBodyRule } from './vocabulary.ts';

export interface BlindZodServerOptions {
  readonly port?: number;
  /** `false` turns the limiter off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
  /**
   * Request-body schemas that replace the table's for some operations (e.g. fields an object body
   * the document leaves open requires); the truth follows.
   */
  readonly bodies?: Readonly<Partial<Record<OperationNumber, ZodBodyRule>>>;
}

export interface ResolvedBlindZodOptions {
  readonly port: number;
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
  readonly bodies: Readonly<Partial<Record<OperationNumber, ZodBodyRule>>>;
}

export function resolveBlindZodOptions(options: BlindZodServerOptions = {}): ResolvedBlindZodOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 1000, windowSeconds: 60 },
    maxBodyBytes: options.maxBodyBytes ?? 1_048_576,
    bodies: options.bodies ?? {},
  };
}

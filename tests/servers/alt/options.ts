/**
 * @module Start options of the alt server and their defaults (40 requests per 10 s, 16 KiB bodies).
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';
import { type Applied, applyRegressions } from '../shared/regression.ts';
import type { OperationRule } from '../shared/rules.ts';
import { ALT_REGRESSIONS, type AltRegressionName } from './regressions.ts';
import { ALT_RULES } from './rules.ts';

export interface AltServerOptions {
  readonly port?: number;
  /** `false` turns the limiter off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
  /**
   * How a 429 says when to come back: `Retry-After` (default), an unfamiliar `X-Quota-Wait-Ms`
   * (milliseconds, no Retry-After), or nothing at all.
   */
  readonly rateLimitWait?: RateLimitWait;
  /** Deploy changes to apply (`regressions.ts`); none by default. */
  readonly regressions?: readonly AltRegressionName[];
}

/** `rules` is the table served (rewritten by any regressions); routes, schemas and truth read it. */
export type RateLimitWait = 'retry-after' | 'quota-wait-ms' | 'none';

export interface ResolvedAltOptions extends Applied<OperationRule> {
  readonly port: number;
  readonly rateLimitWait: RateLimitWait;
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
}

export function resolveAltOptions(options: AltServerOptions = {}): ResolvedAltOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 40, windowSeconds: 10 },
    maxBodyBytes: options.maxBodyBytes ?? 16_384,
    rateLimitWait: options.rateLimitWait ?? 'retry-after',
    ...applyRegressions(ALT_RULES, ALT_REGRESSIONS.pick(options.regressions ?? [])),
  };
}

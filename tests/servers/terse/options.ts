/**
 * @module Start options of the terse server and their defaults (300 requests per 60 s, 64 KiB bodies).
 */
import type { RateLimitOptions } from '../shared/fixed-window.ts';
import { type Applied, applyRegressions } from '../shared/regression.ts';
import { TERSE_REGRESSIONS, type TerseRegressionName } from './regressions.ts';
import { TERSE_RULES, type TerseRule } from './rules.ts';

export interface TerseServerOptions {
  readonly port?: number;
  /** `false` turns the limiter off (and drops `rateLimit` from the truth). */
  readonly rateLimit?: RateLimitOptions | false;
  readonly maxBodyBytes?: number;
  /** Deploy changes to apply (`regressions.ts`); none by default. */
  readonly regressions?: readonly TerseRegressionName[];
}

/** `rules` is the table served (rewritten by any regressions); routes, validation and truth read it. */
export interface ResolvedTerseOptions extends Applied<TerseRule> {
  readonly port: number;
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
}

export function resolveTerseOptions(options: TerseServerOptions = {}): ResolvedTerseOptions {
  return {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? { limit: 300, windowSeconds: 60 },
    maxBodyBytes: options.maxBodyBytes ?? 65_536,
    ...applyRegressions(TERSE_RULES, TERSE_REGRESSIONS.pick(options.regressions ?? [])),
  };
}

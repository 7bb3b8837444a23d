/**
 * @module Start options of the broken server: which breakage (if any), on which operations, how
 * slow the slow one is, the rate limit and the body limit.
 */
import type { OperationNumber } from '../shared/rules.ts';
import type { Breakage } from './breakages/index.ts';

export interface SlidingLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

export interface BrokenServerOptions {
  readonly port?: number;
  /** One way of breaking; `none` (the default) is the healthy server. */
  readonly breakage?: Breakage | 'none';
  /**
   * Operations the breakage hits. Default: `slow-15s` hits operation 3 only; every other breakage
   * hits all operations but 1 and 21 (which stay healthy, so the server visibly answers).
   */
  readonly brokenOperations?: readonly OperationNumber[];
  /** Delay of `slow-15s` before its (correct) answer. Default 15,000 ms. */
  readonly slowMs?: number;
  /** Requests per client address in a sliding window; `false` (the default) is no limit. */
  readonly rateLimit?: SlidingLimit | false;
  readonly maxBodyBytes?: number;
}

export interface ResolvedBrokenOptions {
  readonly port: number;
  readonly breakage: Breakage | 'none';
  readonly brokenOperations: readonly OperationNumber[];
  readonly slowMs: number;
  readonly rateLimit: SlidingLimit | false;
  readonly maxBodyBytes: number;
}

const ALL: readonly OperationNumber[] = Array.from(
  { length: 21 },
  (_, i) => String(i + 1) as OperationNumber,
);
export const SPARED_BY_DEFAULT: readonly OperationNumber[] = ['1', '21'];
export const SLOW_BY_DEFAULT: readonly OperationNumber[] = ['3'];

export function resolveBrokenOptions(options: BrokenServerOptions = {}): ResolvedBrokenOptions {
  const breakage = options.breakage ?? 'none';
  const defaultBroken =
    breakage === 'none'
      ? []
      : breakage === 'slow-15s'
        ? SLOW_BY_DEFAULT
        : ALL.filter((op) => !SPARED_BY_DEFAULT.includes(op));
  return {
    port: options.port ?? 0,
    breakage,
    brokenOperations: breakage === 'none' ? [] : (options.brokenOperations ?? defaultBroken),
    slowMs: options.slowMs ?? 15_000,
    rateLimit: options.rateLimit ?? false,
    maxBodyBytes: options.maxBodyBytes ?? 1_048_576,
  };
}

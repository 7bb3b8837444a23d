/**
 * @module The sandbox's options and their defaults, validated eagerly so a bad option fails at start
 * with a clear message rather than as odd behaviour later.
 */
import { generateToken, type Tokens } from './auth.ts';
import { type FaultName, faultNames } from './faults/fault.ts';
import type { RateLimitConfig } from './rate-limit.ts';
import { type RegressionName, regressionNames } from './regressions/regression.ts';

export interface SandboxOptions {
  /** 0 (the default) picks an ephemeral port. */
  readonly port?: number;
  readonly host?: string;
  readonly faults?: readonly FaultName[];
  /** Fixed tokens instead of random ones; each must be printable ASCII without spaces. */
  readonly tokens?: { readonly a?: string; readonly b?: string };
  readonly rateLimit?: RateLimitConfig;
  readonly maxBodyBytes?: number;
  /** Delay of the `slow-responses` fault, in ms. */
  readonly slowMs?: number;
  /** Deploy changes to apply (see `regressions/`); none by default. */
  readonly regressions?: readonly RegressionName[];
  /** Delay of the `slow-endpoint` regression, in ms. */
  readonly slowEndpointMs?: number;
}

export interface ResolvedOptions {
  readonly port: number;
  readonly host: string;
  readonly faults: readonly FaultName[];
  readonly tokens: Tokens;
  readonly rateLimit: RateLimitConfig;
  readonly maxBodyBytes: number;
  readonly slowMs: number;
  readonly regressions: readonly RegressionName[];
  readonly slowEndpointMs: number;
}

export const defaults = {
  port: 0,
  host: '127.0.0.1',
  rateLimit: { limit: 5000, windowSeconds: 60 },
  // Express's `json()` default limit, "100kb".
  maxBodyBytes: 102_400,
  slowMs: 3000,
  slowEndpointMs: 15_000,
} as const;

function requireInteger(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`sandbox option ${name} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return value;
}

function requireToken(name: string, value: string): string {
  if (!/^[\x21-\x7e]+$/.test(value)) throw new TypeError(`sandbox option ${name} must be printable ASCII`);
  return value;
}

export function resolveOptions(options: SandboxOptions = {}): ResolvedOptions {
  const faults = options.faults ?? [];
  const unknown = faults.filter((f) => !(faultNames as readonly string[]).includes(f));
  if (unknown.length > 0) throw new TypeError(`unknown sandbox fault(s): ${unknown.join(', ')}`);
  const regressions = options.regressions ?? [];
  const unknownChanges = regressions.filter((r) => !(regressionNames as readonly string[]).includes(r));
  if (unknownChanges.length > 0)
    throw new TypeError(`unknown sandbox regression(s): ${unknownChanges.join(', ')}`);
  const tokens = {
    a: requireToken('tokens.a', options.tokens?.a ?? generateToken('a')),
    b: requireToken('tokens.b', options.tokens?.b ?? generateToken('b')),
  };
  if (tokens.a === tokens.b) throw new TypeError('sandbox options tokens.a and tokens.b must differ');
  const rateLimit = options.rateLimit ?? defaults.rateLimit;
  return {
    port: requireInteger('port', options.port ?? defaults.port, 0, 65_535),
    host: options.host ?? defaults.host,
    faults,
    tokens,
    rateLimit: {
      limit: requireInteger('rateLimit.limit', rateLimit.limit, 1),
      windowSeconds: requireInteger('rateLimit.windowSeconds', rateLimit.windowSeconds, 1),
    },
    maxBodyBytes: requireInteger('maxBodyBytes', options.maxBodyBytes ?? defaults.maxBodyBytes, 2),
    slowMs: requireInteger('slowMs', options.slowMs ?? defaults.slowMs, 0),
    regressions,
    slowEndpointMs: requireInteger('slowEndpointMs', options.slowEndpointMs ?? defaults.slowEndpointMs, 0),
  };
}

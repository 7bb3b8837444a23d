/**
 * @module What one answer's headers say about the rate limit, in any of the usual dialects:
 * `X-RateLimit-Limit/Remaining/Reset` (and `X-Rate-Limit-*`, hapi's `X-RateLimit-User*`), the IETF
 * draft's `RateLimit-Limit/Remaining/Reset`, `RateLimit-Policy: 100;w=60` and the structured
 * `RateLimit: "default";r=50;t=30` (or `limit=100, remaining=50, reset=30`).
 */
import { resetSeconds } from './retry-after.ts';

export interface RateHeaders {
  readonly limit?: number;
  readonly remaining?: number;
  /** Seconds until the window resets (or the oldest counted request leaves it). */
  readonly resetSeconds?: number;
  /** The window, when a policy states it. */
  readonly windowSeconds?: number;
  /** The reset was an epoch in whole seconds, rounded by the server: up to a second more than it is. */
  readonly resetCoarse?: true;
}

/** An epoch time in whole seconds (not a delay, not milliseconds). */
function isEpochSeconds(value: string | undefined): boolean {
  const n = value === undefined ? Number.NaN : Number(value.trim());
  return Number.isInteger(n) && n > 1e9 && n < 1e12;
}

type Headers = Readonly<Record<string, string>>;

function first(headers: Headers, names: readonly string[]): string | undefined {
  for (const name of names) if (headers[name] !== undefined) return headers[name];
  return undefined;
}

function count(value: string | undefined): number | undefined {
  const n = value === undefined ? undefined : /^\s*(\d+)/.exec(value)?.[1];
  return n === undefined ? undefined : Number(n);
}

const paramPatterns = new Map<string, RegExp>();

/** `key=value` or `key;q=1` parameters of a structured header (first list member only). */
function param(value: string | undefined, keys: readonly string[]): number | undefined {
  if (value === undefined) return undefined;
  for (const key of keys) {
    let pattern = paramPatterns.get(key);
    if (pattern === undefined) {
      pattern = new RegExp(`(?:^|[;,\\s])${key}=(\\d+)`);
      paramPatterns.set(key, pattern);
    }
    const m = pattern.exec(value);
    if (m?.[1] !== undefined) return Number(m[1]);
  }
  return undefined;
}

export function rateHeaders(headers: Headers, now = Date.now()): RateHeaders {
  const policy = first(headers, ['ratelimit-policy', 'x-ratelimit-policy'])?.split(',')[0];
  const structured = headers.ratelimit;
  const limit =
    count(
      first(headers, ['ratelimit-limit', 'x-ratelimit-limit', 'x-rate-limit-limit', 'x-ratelimit-userlimit']),
    ) ??
    param(policy, ['q']) ??
    count(policy) ??
    param(structured, ['limit']);
  const remaining =
    count(
      first(headers, [
        'ratelimit-remaining',
        'x-ratelimit-remaining',
        'x-rate-limit-remaining',
        'x-ratelimit-userremaining',
      ]),
    ) ?? param(structured, ['r', 'remaining']);
  const resetValue = first(headers, [
    'ratelimit-reset',
    'x-ratelimit-reset',
    'x-rate-limit-reset',
    'x-ratelimit-userreset',
  ]);
  const reset = resetSeconds(resetValue, now) ?? param(structured, ['t', 'reset']);
  const window = param(policy, ['w']);
  return {
    ...(limit !== undefined && { limit }),
    ...(remaining !== undefined && { remaining }),
    ...(reset !== undefined && { resetSeconds: reset }),
    ...(window !== undefined && { windowSeconds: window }),
    ...(isEpochSeconds(resetValue) && { resetCoarse: true as const }),
  };
}

/**
 * @module slowapi's limiter as the app mounts it (`SlowAPIMiddleware`, `headers_enabled=True`, the
 * token as the key): `X-RateLimit-Limit/-Remaining/-Reset` (epoch seconds, a float) on every
 * response of the app, and past the limit a 429 `{"error": "Rate limit exceeded: 1000 per 1
 * minute"}` with `Retry-After`.
 */
import type { ServerResponse } from 'node:http';
import { FixedWindow, type RateLimitOptions } from '../shared/fixed-window.ts';
import { sendJson } from './reply.ts';

/** The `limits` library's wording of a rate: `1000 per 1 minute`, `40 per 10 second`. */
export function describeLimit({ limit, windowSeconds }: RateLimitOptions): string {
  if (windowSeconds % 3600 === 0) return `${limit} per ${windowSeconds / 3600} hour`;
  if (windowSeconds % 60 === 0) return `${limit} per ${windowSeconds / 60} minute`;
  return `${limit} per ${windowSeconds} second`;
}

/** Counts one request; answers the 429 itself and returns false when it is over the limit. */
export type Limiter = (key: string, response: ServerResponse) => boolean;

export function createLimiter(options: RateLimitOptions | false): Limiter {
  if (options === false) return () => true;
  const window = new FixedWindow(options);
  return (key, response) => {
    const verdict = window.hit(key);
    response.setHeader('x-ratelimit-limit', String(verdict.limit));
    response.setHeader('x-ratelimit-remaining', String(verdict.remaining));
    response.setHeader('x-ratelimit-reset', String(verdict.resetAt / 1000));
    if (verdict.allowed) return true;
    const error = `Rate limit exceeded: ${describeLimit(options)}`;
    sendJson(response, 429, { error }, { 'retry-after': String(verdict.retryAfterSeconds) });
    return false;
  };
}

/**
 * @module `throttle:api`: a fixed window per user (the IP, for guests on public routes). Every
 * response the route produces carries `X-RateLimit-Limit` and `-Remaining`; past the limit a 429
 * `Too Many Attempts.` adds `Retry-After` and `X-RateLimit-Reset` (epoch seconds). Route
 * middleware: routing misses and the auth middleware's 401 come before it and carry none.
 */
import type { ServerResponse } from 'node:http';
import { FixedWindow, type RateLimitOptions } from '../shared/fixed-window.ts';
import { sendMessage } from './reply.ts';

/** Counts one request; answers the 429 itself and returns false when over the limit. */
export type Throttle = (key: string, response: ServerResponse) => boolean;

export function throttleApi(options: RateLimitOptions | false): Throttle {
  if (options === false) return () => true;
  const window = new FixedWindow(options);
  return (key, response) => {
    const { allowed, limit, remaining, retryAfterSeconds } = window.hit(key);
    response.setHeader('x-ratelimit-limit', String(limit));
    response.setHeader('x-ratelimit-remaining', String(remaining));
    if (allowed) return true;
    const reset = Math.floor(Date.now() / 1000) + retryAfterSeconds;
    sendMessage(response, 429, 'Too Many Attempts.', {
      'retry-after': String(retryAfterSeconds),
      'x-ratelimit-reset': String(reset),
    });
    return false;
  };
}

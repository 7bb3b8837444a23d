/**
 * @module The Laravel server's replies: `JsonResponse` bodies `json_encode`d with no flags
 * (`application/json`, `\/` escapes), `{"message": …}` for every exception Laravel renders as JSON,
 * and the headers every response of this PHP-FPM app carries.
 * `throttle:api`: a fixed window per user (the IP for guests); every response the route produces
 * carries `X-RateLimit-Limit`/`-Remaining`, a 429 `Too Many Attempts.` adds `Retry-After` and
 * `X-RateLimit-Reset`. Route middleware: routing misses and the 401 come before it.
 */
import type { ServerResponse } from 'node:http';
import { FixedWindow, type RateLimitOptions } from '../shared/fixed-window.ts';
import { createReplier, type Headers } from '../shared/replier.ts';
import { phpJsonEncode } from './php.ts';

const laravel = createReplier(() => ({ 'cache-control': 'no-cache, private', 'x-powered-by': 'PHP/8.3.4' }));

export function sendJson(response: ServerResponse, status: number, body: unknown, headers?: Headers): void {
  laravel.send(response, status, 'application/json', phpJsonEncode(body), headers);
}

export function sendMessage(response: ServerResponse, status: number, message: string, headers?: Headers) {
  sendJson(response, status, { message }, headers);
}

/** 204, and the bodiless 200 Laravel answers `OPTIONS` with. */
export function sendEmpty(response: ServerResponse, status: 200 | 204, headers?: Headers): void {
  laravel.send(response, status, '', '', headers);
}

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

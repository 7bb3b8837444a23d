/**
 * @module The FastAPI server's replies: Starlette's `JSONResponse` (`application/json`, no charset,
 * compact), `{"detail": …}` for every `HTTPException` and validation error, an empty 204, and the
 * empty 307 of `redirect_slashes`; uvicorn's `server` header and the app's `x-request-id` on all.
 * slowapi's limiter as the app mounts it (`headers_enabled=True`, the token as the key):
 * `X-RateLimit-Limit/-Remaining/-Reset` (epoch seconds, a float) on every response, and past the
 * limit a 429 `{"error": "Rate limit exceeded: 1000 per 1 minute"}` with `Retry-After`.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { FixedWindow, type RateLimitOptions } from '../shared/fixed-window.ts';
import { createReplier, type Headers } from '../shared/replier.ts';

const replier = createReplier(() => ({ server: 'uvicorn', 'x-request-id': randomUUID() }));

export function sendJson(response: ServerResponse, status: number, body: unknown, headers?: Headers) {
  replier.send(response, status, 'application/json', JSON.stringify(body), headers);
}

export function sendDetail(response: ServerResponse, status: number, detail: unknown, headers?: Headers) {
  sendJson(response, status, { detail }, headers);
}

export function sendNoContent(response: ServerResponse) {
  replier.sendEmpty(response);
}

export function sendRedirect(response: ServerResponse, location: string) {
  replier.send(response, 307, '', '', { location, 'content-length': '0' });
}

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

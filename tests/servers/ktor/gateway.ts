/**
 * @module The API gateway in front of the Ktor app, as a Kong 3.6 configuration would behave: one
 * service on the `/v1` and `/v2` prefixes (anything else: `no Route matched with those values`),
 * two public routes (GET meetings, GET realtors/…) whose auth plugin falls back to the `anonymous`
 * consumer (a missing or unknown token passes unidentified; a known one names its consumer, so the
 * app scopes the lookup to it), then plugins in Kong's
 * priority order: bearer-token auth (401), request-size-limiting (413), an ACL on the CRM route
 * (403 for consumers outside `crm-admins`: tenant b), rate-limiting per consumer (429, with
 * `RateLimit-*` and `X-RateLimit-*-<Window>` on every proxied answer). Its own answers are
 * `{"message": …, "request_id": …}`; the consumer reaches the app as `X-Consumer-Username`.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FixedWindow, type RateLimitOptions } from '../shared/fixed-window.ts';
import { bearerToken, type Tenant, type TenantDirectory } from '../shared/tenants.ts';

export interface GatewayOptions {
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
}

/** What the gateway decided: answer itself, or pass the request on with these headers. */
export type GatewayVerdict =
  | { readonly kind: 'answered' }
  | { readonly kind: 'proxy'; readonly tenant: Tenant | undefined; readonly headers: Record<string, string> };

const VERSION = 'kong/3.6.1';
const PUBLIC_ROUTES = [/^\/v1\/meetings\/?$/, /^\/v1\/realtors\/[^/]+\/?$/];
const SERVICE_PREFIX = /^\/v[12](\/|$)/;
const ACL_ROUTES = [/^\/v1\/crm-provider\//];
const WINDOW_NAMES: Readonly<Record<number, string>> = { 1: 'Second', 60: 'Minute', 3600: 'Hour' };

export function createGateway(options: GatewayOptions, tenants: TenantDirectory) {
  const limiter = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
  const window =
    options.rateLimit === false ? '' : (WINDOW_NAMES[options.rateLimit.windowSeconds] ?? 'Minute');

  function answer(
    response: ServerResponse,
    status: number,
    message: string,
    headers: Record<string, string> = {},
  ) {
    const requestId = randomBytes(16).toString('hex');
    const text = JSON.stringify({ message, request_id: requestId });
    response.writeHead(status, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      server: VERSION,
      'x-kong-response-latency': '0',
      'x-kong-request-id': requestId,
    });
    response.end(text);
    return { kind: 'answered' } as const;
  }

  return function admit(
    request: IncomingMessage,
    response: ServerResponse,
    tooLarge: boolean,
  ): GatewayVerdict {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (!SERVICE_PREFIX.test(path)) return answer(response, 404, 'no Route matched with those values');
    const isPublic = request.method === 'GET' && PUBLIC_ROUTES.some((route) => route.test(path));
    const token = bearerToken(request.headers.authorization);
    const tenant = tenants.byToken(token);
    if (!isPublic && token === undefined) {
      return answer(response, 401, 'Unauthorized', { 'www-authenticate': 'Bearer realm="kong"' });
    }
    if (!isPublic && tenant === undefined) {
      return answer(response, 401, 'Invalid authentication credentials', {
        'www-authenticate': 'Bearer realm="kong", error="invalid_token"',
      });
    }
    if (tooLarge) return answer(response, 413, 'Request size limit exceeded');
    if (tenant !== undefined && tenant !== tenants.a && ACL_ROUTES.some((route) => route.test(path))) {
      return answer(response, 403, 'You cannot consume this service');
    }
    const headers: Record<string, string> = { via: `1.1 ${VERSION}` };
    if (limiter !== undefined && options.rateLimit !== false) {
      const verdict = limiter.hit(tenant?.name ?? 'anonymous');
      Object.assign(headers, {
        'ratelimit-limit': String(verdict.limit),
        'ratelimit-remaining': String(verdict.remaining),
        'ratelimit-reset': String(verdict.retryAfterSeconds),
        [`x-ratelimit-limit-${window.toLowerCase()}`]: String(verdict.limit),
        [`x-ratelimit-remaining-${window.toLowerCase()}`]: String(verdict.remaining),
      });
      if (!verdict.allowed) {
        return answer(response, 429, 'API rate limit exceeded', {
          ...headers,
          'retry-after': String(verdict.retryAfterSeconds),
        });
      }
    }
    return {
      kind: 'proxy',
      tenant,
      headers: { ...headers, 'x-kong-upstream-latency': '1', 'x-kong-proxy-latency': '0' },
    };
  };
}

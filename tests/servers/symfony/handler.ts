/**
 * @module The Symfony request cycle, in the kernel's order: router (exact paths, `Requirement::UUID`
 * ids, a 301 for GET when only the trailing slash differs, 404/405 pages) → firewall (an
 * `access_token` authenticator: 401 with an empty body and a `WWW-Authenticate` challenge; a bad
 * token is refused even on the public routes) → the RateLimiter listener (`X-RateLimit-*` headers,
 * 429) → controller arguments in signature order (`#[MapEntity]` first, scoped to the tenant by a
 * Doctrine filter, so another tenant's record is a 404; then `#[MapRequestPayload]`: 415, 400, 422)
 * → `#[IsGranted]` (403) → `$this->json()`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FixedWindow, RateLimitOptions } from '../shared/fixed-window.ts';
import { render } from '../shared/model-response.ts';
import { createModelRouter } from '../shared/model-router.ts';
import { lookupRecord, type ModelPipeline, type ModelServerParts } from '../shared/model-server.ts';
import { sendNginxTooLarge } from '../shared/nginx-too-large.ts';
import { bearerToken } from '../shared/tenants.ts';
import { sendEmpty, sendJson, sendProblem, sendRedirect, sendRoutingError, sendStatus } from './responses.ts';
import { SYMFONY_RULES, type SymfonyOperation } from './rules.ts';
import { validationProblem } from './violations.ts';

/** `Requirement::UUID`: lower-case, versions 1 and 3–8. */
export const UUID_REQUIREMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[13-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const route = createModelRouter<SymfonyOperation>(SYMFONY_RULES, {
  caseInsensitive: false,
  param: UUID_REQUIREMENT,
  trailingSlash: 'exact',
});

const CHALLENGE = 'Bearer realm="api"';
const INVALID_TOKEN = 'Bearer realm="api",error="invalid_token",error_description="Invalid credentials."';

type Parsed =
  | { readonly kind: 'ok'; readonly record: Readonly<Record<string, unknown>> }
  | { readonly kind: 'failed' };

/** What the Serializer makes of the raw body (json_decode, then an array into a DTO). */
function decode(bytes: Buffer): Parsed {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'failed' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'failed' };
  }
  // A JSON list is a PHP array too: its numeric keys match no property.
  if (Array.isArray(value)) return { kind: 'ok', record: {} };
  if (typeof value !== 'object' || value === null) return { kind: 'failed' };
  return { kind: 'ok', record: value as Record<string, unknown> };
}

function isJson(request: IncomingMessage): boolean {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type === 'application/x-json';
}

function rateHeaders(options: RateLimitOptions, limiter: FixedWindow, key: string) {
  const verdict = limiter.hit(key);
  return {
    allowed: verdict.allowed,
    retryAfter: String(verdict.retryAfterSeconds),
    headers: {
      'x-ratelimit-remaining': String(verdict.remaining),
      'x-ratelimit-retry-after': String(Math.ceil(verdict.resetAt / 1000)),
      'x-ratelimit-limit': String(options.limit),
    },
  };
}

export function symfonyPipeline(
  { options, tenants, newId }: ModelServerParts,
  limiter: FixedWindow | undefined,
): ModelPipeline {
  function handle(request: IncomingMessage, response: ServerResponse, bytes: Buffer) {
    const url = request.url ?? '/';
    const found = route(request.method, url);
    if (found.kind === 'none') {
      const [path = '', query] = url.split('?');
      const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
      const isGet = request.method === 'GET' || request.method === 'HEAD';
      if (isGet && route(request.method, other).kind === 'match') {
        return sendRedirect(response, query === undefined ? other : `${other}?${query}`);
      }
      return sendRoutingError(request, response, 404);
    }
    if (found.kind === 'wrong_method')
      return sendRoutingError(request, response, 405, { allow: found.allow });
    const { rule, id } = found;

    const token = bearerToken(request.headers.authorization);
    const tenant = tenants.byToken(token);
    if (token !== undefined && tenant === undefined) {
      return sendStatus(response, 401, { 'www-authenticate': INVALID_TOKEN });
    }
    if (rule.auth === 'required' && tenant === undefined) {
      return sendStatus(response, 401, { 'www-authenticate': CHALLENGE });
    }

    let rate: Record<string, string> = {};
    if (limiter !== undefined && options.rateLimit !== false) {
      const verdict = rateHeaders(options.rateLimit, limiter, tenant?.name ?? 'anonymous');
      rate = verdict.headers;
      if (!verdict.allowed) {
        return sendProblem(response, 429, undefined, { ...rate, 'retry-after': verdict.retryAfter });
      }
    }

    if (rule.idKind !== undefined && lookupRecord(tenants, tenant, rule.idKind, id) !== 'found') {
      return sendProblem(response, 404, undefined, rate);
    }
    let payload: Readonly<Record<string, unknown>> = {};
    if (rule.body.kind === 'object') {
      if (!isJson(request)) return sendProblem(response, 415, undefined, rate);
      if (bytes.length === 0) return sendProblem(response, 422, undefined, rate);
      const parsed = decode(bytes);
      if (parsed.kind === 'failed') return sendProblem(response, 400, undefined, rate);
      const problem = validationProblem(parsed.record, rule.body.fields);
      if (problem !== undefined) return sendProblem(response, 422, problem, rate);
      payload = parsed.record;
    }
    if (rule.role !== undefined && tenant !== tenants.a) return sendProblem(response, 403, undefined, rate);

    if (rule.successStatus === 204 || rule.reply === undefined) return sendEmpty(response, rate);
    const body = render(rule.reply, { tenant, tenants, id, body: payload, newId });
    sendJson(response, rule.successStatus, body, rate);
  }

  return {
    tooLarge: sendNginxTooLarge,
    failure: (response) => sendProblem(response, 400),
    handle,
  };
}

/**
 * @module The blind-zod request pipeline: rate limit → body (size) → route → bearer auth → path
 * param (cuid) → content type → JSON → zod issues → id lookup → flat success body (201 + Location
 * for creates, 204 for the DELETEs). Rate headers (the IETF draft's `RateLimit-Policy` and
 * `RateLimit` structured fields) go out on every response while the limiter is on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimitOptions, WindowVerdict } from '../shared/fixed-window.ts';
import { readBody } from '../shared/read-body.ts';
import { createReplier, type Headers } from '../shared/replier.ts';
import { knownId, limiterOf, type RequestHandler, serve } from '../shared/schema-serve.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import { invalidString, type ZodIssue } from './issues.ts';
import { CUID_PATTERN, respond } from './responders.ts';
import { route } from './router.ts';
import { objectIssues, withDefaults } from './validate.ts';
import type { ResolvedBlindZodOptions } from './vocabulary.ts';

/** Every error is `{ "error": { "name": …, … } }`, as the app's error middleware writes it. */
type ErrorBody =
  | { readonly name: 'ZodError'; readonly issues: readonly ZodIssue[] }
  | { readonly name: string; readonly message?: string; readonly limit?: number };

const { sendJson, sendEmpty } = createReplier(() => ({ 'x-powered-by': 'Express' }));

function sendError(response: ServerResponse, status: number, error: ErrorBody, headers?: Headers) {
  sendJson(response, status, { error }, headers);
}

const CHALLENGE = 'Bearer realm="api"';
const INVALID_TOKEN = 'Bearer realm="api", error="invalid_token"';

export function createZodHandler(options: ResolvedBlindZodOptions, tenants: TenantDirectory): RequestHandler {
  const limiter = limiterOf(options);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const tenant = tenants.byToken(token);
    const verdict = limiter?.hit(tenant?.name ?? 'anonymous');
    const rate =
      verdict === undefined || options.rateLimit === false ? {} : rateHeaders(options.rateLimit, verdict);
    const fail = (status: number, error: ErrorBody, extra: Record<string, string> = {}) =>
      sendError(response, status, error, { ...rate, ...extra });

    const body = await readBody(request, options.maxBodyBytes);
    if (body.kind === 'aborted') return;
    if (verdict !== undefined && !verdict.allowed) {
      const retryAfter = String(verdict.retryAfterSeconds);
      const message = `Too many requests, retry in ${retryAfter} seconds`;
      return fail(429, { name: 'TooManyRequests', message }, { 'retry-after': retryAfter });
    }
    if (body.kind === 'too_large') {
      const limit = options.maxBodyBytes;
      return fail(413, { name: 'PayloadTooLargeError', message: 'request entity too large', limit });
    }
    const match = route(request.method, request.url);
    if (match.kind === 'none') {
      return fail(404, {
        name: 'NotFound',
        message: `Cannot ${request.method} ${request.url?.split('?')[0]}`,
      });
    }
    if (match.kind === 'bad_encoding') {
      return fail(400, { name: 'URIError', message: `Failed to decode param '${match.raw}'` });
    }
    const { op, param } = match;
    const replaced = options.bodies[op];
    const rule = replaced === undefined ? match.rule : { ...match.rule, body: replaced };

    if (token !== undefined && tenant === undefined) {
      return fail(
        401,
        { name: 'Unauthorized', message: 'invalid_token' },
        { 'www-authenticate': INVALID_TOKEN },
      );
    }
    if (tenant === undefined && rule.auth === 'bearer') {
      return fail(401, { name: 'Unauthorized' }, { 'www-authenticate': CHALLENGE });
    }
    if (param !== undefined && !CUID_PATTERN.test(param.value)) {
      return fail(400, { name: 'ZodError', issues: [invalidString('cuid', [param.name])] });
    }

    let parsed: Readonly<Record<string, unknown>> = {};
    if (rule.body.kind === 'object') {
      const bytes = body.bytes;
      if (bytes.length > 0 && !isJsonMediaType(request.headers['content-type'])) {
        const type = request.headers['content-type'] ?? 'none';
        return fail(415, { name: 'UnsupportedMediaTypeError', message: `Unsupported Content-Type: ${type}` });
      }
      let value: unknown = {};
      try {
        if (bytes.length > 0) value = JSON.parse(bytes.toString('utf8'));
      } catch (error) {
        return fail(400, {
          name: 'SyntaxError',
          message: error instanceof Error ? error.message : 'Bad JSON',
        });
      }
      const issues = objectIssues(value, rule.body);
      if (issues.length > 0) return fail(400, { name: 'ZodError', issues });
      parsed = withDefaults(value, rule.body);
    }

    const id = param?.value ?? '';
    if (rule.idKind !== undefined && !knownId(tenants, tenant, rule.idKind, id))
      return fail(404, { name: 'NotFound' });
    if (rule.successStatus === 204) return sendEmpty(response, rate);
    const result = respond(op, { tenant, tenants, id, body: parsed });
    const location: Record<string, string> = {};
    if (rule.successStatus === 201) {
      const path = rule.path.replace(/\{\w+\}/, encodeURIComponent(id)).replace(/\/$/, '');
      location.location = `${path}/${encodeURIComponent(String(result.id))}`;
    }
    sendJson(response, rule.successStatus, result, { ...rate, ...location });
  }

  // This server never answers 5xx: an unexpected failure is reported as a bad request.
  return serve(handle, (response) =>
    sendError(response, 400, { name: 'BadRequest', message: 'Bad Request' }),
  );
}

/** `application/json` or any `+json` type, parameters (charset) allowed. */
function isJsonMediaType(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

export const POLICY_NAME = 'default';

export function rateHeaders(options: RateLimitOptions, verdict: WindowVerdict): Record<string, string> {
  return {
    'ratelimit-policy': `"${POLICY_NAME}";q=${options.limit};w=${options.windowSeconds}`,
    ratelimit: `"${POLICY_NAME}";r=${verdict.remaining};t=${verdict.retryAfterSeconds}`,
  };
}

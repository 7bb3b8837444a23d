/**
 * @module The Express + celebrate pipeline: express-rate-limit (draft-6 `RateLimit-*` headers, 429)
 * → `express.json()` on every request before any route (100 kB → 413, malformed JSON or a scalar
 * → 400, both Express's HTML error page) → the router (case-insensitive, HTML 404) → passport
 * bearer (401) → celebrate: params (`hex().length(24)`), then the body (400, first failure only,
 * unknown keys rejected at every level) → the lookup (404 JSON) → the result.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createModelRouter } from '../shared/model-router.ts';
import type { ResolvedModelOptions } from '../shared/model-server.ts';
import { type ModelDialect, violations } from '../shared/model-violations.ts';
import { readBody } from '../shared/read-body.ts';
import { knownId, limiterOf, type RequestHandler, serve } from '../shared/schema-serve.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import {
  celebrateError,
  idProblem,
  joiMessage,
  sendEmpty,
  sendHtmlError,
  sendJson,
  sendText,
} from './messages.ts';
import { JOI_RESPONDERS } from './responders.ts';
import { JOI_RULES } from './rules.ts';

/** Joi's `string().email()`: a dot-atom local part, a domain of labels ending in a 2+ letter TLD. */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

export const JOI_DIALECT: ModelDialect = {
  keysCaseInsensitive: false,
  numbersFromStrings: true,
  isEmail: (value) => EMAIL.test(value),
  lengthOf: (value) => value.length,
  joiDefaults: true,
};

const route = createModelRouter(JOI_RULES, { caseInsensitive: true, param: /^[^/]*$/ });

type Parsed = { readonly kind: 'ok'; readonly body: unknown } | { readonly kind: 'bad' };

/** `express.json({ strict: true })`: only JSON objects and arrays; other types are not parsed. */
function parseJson(request: IncomingMessage, bytes: Buffer): Parsed {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json' || bytes.length === 0) return { kind: 'ok', body: {} };
  const text = bytes.toString('utf8');
  if (!/^[\s]*[[{]/.test(text)) return { kind: 'bad' };
  try {
    return { kind: 'ok', body: JSON.parse(text) };
  } catch {
    return { kind: 'bad' };
  }
}

export function createJoiHandler(options: ResolvedModelOptions, tenants: TenantDirectory): RequestHandler {
  const limiter = limiterOf(options);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const token = bearerToken(request.headers.authorization);
    const tenant = tenants.byToken(token);
    const verdict = limiter?.hit(tenant?.name ?? 'anonymous');
    const rate: Record<string, string> =
      verdict === undefined
        ? {}
        : {
            'ratelimit-limit': String(verdict.limit),
            'ratelimit-remaining': String(verdict.remaining),
            'ratelimit-reset': String(verdict.retryAfterSeconds),
          };
    const read = await readBody(request, options.maxBodyBytes);
    if (read.kind === 'aborted') return;
    if (verdict !== undefined && !verdict.allowed) {
      return sendText(response, 429, 'Too many requests, please try again later.', {
        ...rate,
        'retry-after': String(verdict.retryAfterSeconds),
      });
    }
    if (read.kind === 'too_large')
      return sendHtmlError(response, 413, 'PayloadTooLargeError: request entity too large', rate);
    const parsed = parseJson(request, read.bytes);
    if (parsed.kind === 'bad') return sendHtmlError(response, 400, 'Bad Request', rate);

    const match = route(request.method, request.url);
    if (match.kind !== 'match') {
      return sendHtmlError(response, 404, `Cannot ${request.method} ${request.url?.split('?')[0]}`, rate);
    }
    const { op, rule } = match;
    if (rule.auth === 'required' && tenant === undefined) {
      const challenge =
        token === undefined ? 'Bearer realm="Users"' : 'Bearer realm="Users", error="invalid_token"';
      return sendText(response, 401, 'Unauthorized', { ...rate, 'www-authenticate': challenge });
    }
    const param = /\{(\w+)\}/.exec(rule.path)?.[1];
    const paramProblem = param === undefined ? undefined : idProblem(param, match.id);
    if (param !== undefined && paramProblem !== undefined) {
      return sendJson(response, 400, celebrateError('params', [param], paramProblem), rate);
    }
    let body: Record<string, unknown> = {};
    if (rule.body.kind === 'object') {
      const value = parsed.body;
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return sendJson(response, 400, celebrateError('body', [], '"value" must be of type object'), rate);
      }
      body = value as Record<string, unknown>;
      const first = violations(body, rule.body.fields, JOI_DIALECT)[0];
      if (first !== undefined) {
        const message = joiMessage(first, rule.body.fields);
        return sendJson(response, 400, celebrateError('body', first.path, message), rate);
      }
    }
    if (rule.idKind !== undefined && !knownId(tenants, tenant, rule.idKind, match.id))
      return sendJson(response, 404, { statusCode: 404, error: 'Not Found', message: 'Not found' }, rate);
    if (rule.successStatus === 204) return sendEmpty(response, rate);
    const result = JOI_RESPONDERS[op]?.({ tenant, tenants, id: match.id, body }) ?? {};
    sendJson(response, rule.successStatus, result, rate);
  }

  // The app's error middleware turns anything unexpected into a 400: never a 5xx.
  return serve(handle, (response) => sendHtmlError(response, 400, 'Bad Request'));
}

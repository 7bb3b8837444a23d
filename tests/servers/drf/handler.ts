/**
 * @module The Django + DRF request path: the body limit (413 HTML) → URL resolution, slashes exactly
 * as written (404 HTML) → DRF's `initial()`: content negotiation (406), authentication (401 with a
 * Bearer challenge, on `AllowAny` views too), permissions (401), throttles (429) → the handler
 * (OPTIONS metadata; 405 for a method the view lacks) → `get_object()` filtered by owner (404
 * `Not found.`) → `request.data`, parsed lazily where the view reads it (415, JSON parse error)
 * → the serializer (400, every field at once) → `serializer.data` (201/200) or 204.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FixedWindow } from '../shared/fixed-window.ts';
import { render } from '../shared/model-response.ts';
import { createModelRouter } from '../shared/model-router.ts';
import type { ModelFields } from '../shared/model-rules.ts';
import { lookupRecord, type ModelPipeline, type ModelServerParts } from '../shared/model-server.ts';
import { authenticate, CHALLENGE, NOT_PROVIDED } from './auth.ts';
import { type Outcome, runSerializer } from './fields.ts';
import { parseJsonBody } from './json-body.ts';
import { metadata } from './metadata.ts';
import { castPathId } from './python.ts';
import { allowHeader, sendDjangoNotFound, sendDjangoTooLarge, sendDrf } from './reply.ts';
import { DRF_RULES } from './rules.ts';

const route = createModelRouter(DRF_RULES, {
  caseInsensitive: false,
  param: /^[^/]+$/,
  trailingSlash: 'exact',
});

/** `application/json`, `application/*` or `*\/*`, as DRF's `media_type_matches` reads them. */
function isJsonType(type: string): boolean {
  const [main = '', sub = ''] = (type.split(';')[0] ?? '').trim().toLowerCase().split('/');
  return (main === 'application' || main === '*') && (sub === 'json' || sub === '*');
}

/** The JSON renderer satisfies the Accept header (absent: anything goes). */
function acceptable(accept: string | undefined): boolean {
  return accept === undefined || accept.trim() === '' || accept.split(',').some(isJsonType);
}

/** `request.data` then the serializer: what a view that reads its body gets, or the 4xx it raises. */
function serializerData(request: IncomingMessage, bytes: Buffer, fields: ModelFields) {
  type Answer =
    | { readonly status: 400 | 415; readonly body: unknown }
    | { readonly data: Record<string, unknown> };
  const validated = (outcome: Outcome): Answer =>
    outcome.ok ? { data: outcome.value as Record<string, unknown> } : { status: 400, body: outcome.detail };
  // An empty body is no data at all (DRF hands the serializer `{}`), whatever its type says.
  if (bytes.length === 0) return validated(runSerializer(fields, {}));
  const type = request.headers['content-type'] ?? '';
  if (!isJsonType(type))
    return { status: 415, body: { detail: `Unsupported media type "${type}" in request.` } } as const;
  const parsed = parseJsonBody(bytes);
  if (!parsed.ok) return { status: 400, body: { detail: parsed.detail } } as const;
  // `Serializer.errors` words a null body its own way.
  if (parsed.value === null)
    return { status: 400, body: { non_field_errors: ['No data provided'] } } as const;
  return validated(runSerializer(fields, parsed.value));
}

export function drfPipeline({ options, tenants, newId }: ModelServerParts): ModelPipeline {
  const throttle = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);

  function handle(request: IncomingMessage, response: ServerResponse, bytes: Buffer) {
    const method = request.method ?? 'GET';
    const match = route(method === 'HEAD' ? 'GET' : method, request.url);
    if (match.kind === 'none') return sendDjangoNotFound(response);
    const rule = DRF_RULES[match.op];
    const allow = allowHeader(rule.method);
    const reply = (status: number, json: unknown, headers = {}) =>
      sendDrf(response, allow, status, json, headers);

    if (!acceptable(request.headers.accept))
      return reply(406, { detail: 'Could not satisfy the request Accept header.' });
    const credentials = authenticate(request.headers.authorization, tenants);
    if (credentials.kind === 'refused') return reply(401, credentials.body, CHALLENGE);
    const tenant = credentials.kind === 'user' ? credentials.tenant : undefined;
    if (rule.auth === 'required' && tenant === undefined) return reply(401, NOT_PROVIDED, CHALLENGE);
    const verdict = throttle?.hit(tenant?.name ?? 'anonymous');
    if (verdict !== undefined && !verdict.allowed) {
      const wait = verdict.retryAfterSeconds;
      const detail = `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`;
      return reply(429, { detail }, { 'retry-after': String(wait) });
    }
    if (method === 'OPTIONS') return reply(200, metadata(rule));
    if (match.kind === 'wrong_method') return reply(405, { detail: `Method "${method}" not allowed.` });

    const id = castPathId(match.id) ?? '';
    if (
      rule.idKind !== undefined &&
      (id === '' || lookupRecord(tenants, tenant, rule.idKind, id) !== 'found')
    )
      return reply(404, { detail: 'Not found.' });
    let data: Record<string, unknown> = {};
    if (rule.body.kind === 'object') {
      const answer = serializerData(request, bytes, rule.body.fields);
      if ('status' in answer) return reply(answer.status, answer.body);
      data = answer.data;
    }
    reply(
      rule.successStatus,
      rule.reply === undefined ? {} : render(rule.reply, { tenant, tenants, id, body: data, newId }),
    );
  }

  return {
    handle,
    tooLarge: sendDjangoTooLarge,
    failure: (response) => sendDrf(response, undefined, 400, { detail: 'Bad request.' }),
  };
}

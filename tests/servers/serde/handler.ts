/**
 * @module The serde server's request pipeline, in axum's order: `DefaultBodyLimit` (413) → the
 * router (404 and 405 with `Allow`, empty bodies) → tower-http's `ValidateRequestHeaderLayer::bearer`
 * on routes that take a token (401, empty) → an optional per-token limit (tower_governor's 429) →
 * the extractors: `Path<u64>` (400 `Invalid URL: Cannot parse …`), then `ValidatedJson<T>`: the
 * JSON content type (415), syntax (400), serde's data errors (422), the validator's first error
 * (422), all `text/plain` → the record lookup (404, empty) → the answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { render } from '../shared/model-response.ts';
import { createModelRouter } from '../shared/model-router.ts';
import type { ResolvedModelOptions } from '../shared/model-server.ts';
import { readBody } from '../shared/read-body.ts';
import { createReplier } from '../shared/replier.ts';
import { knownId, limiterOf, type RequestHandler, serve } from '../shared/schema-serve.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import { deserialize } from './deserialize.ts';
import { nextSerdeId } from './ids.ts';
import { readJson } from './json.ts';
import { SERDE_ROUTES } from './rules.ts';
import { validate } from './validate.ts';
import type { RustStruct, SerdeRoute } from './vocabulary.ts';

const reply = createReplier(() => ({ vary: 'origin, access-control-request-method' }));
const route = createModelRouter<SerdeRoute>(SERDE_ROUTES, { caseInsensitive: false, param: /^.*$/ });

type Input =
  | { readonly ok: true; readonly value: Record<string, unknown> }
  | { readonly ok: false; readonly status: 400 | 415 | 422; readonly text: string };

/** `ValidatedJson<T>`: axum's `Json<T>` rejection texts, then `validator`'s. */
function extract(request: IncomingMessage, bytes: Buffer, struct: RustStruct): Input {
  const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!/^application\/(?:[\w.-]+\+)?json$/.test(type))
    return { ok: false, status: 415, text: 'Expected request with `Content-Type: application/json`' };
  const text = bytes.toString('utf8');
  const parsed = readJson(text);
  if (!parsed.ok)
    return { ok: false, status: 400, text: `Failed to parse the request body as JSON: ${parsed.error}` };
  const value = deserialize(parsed.value, struct, text);
  if (!value.ok)
    return {
      ok: false,
      status: 422,
      text: `Failed to deserialize the JSON body into the target type: ${value.error}`,
    };
  const problem = validate(struct, value.value);
  return problem === undefined ? value : { ok: false, status: 422, text: problem };
}

/** Rust's `u64::from_str`: digits with an optional `+`, within range. */
function parseU64(param: string): string | undefined {
  if (!/^\+?\d{1,20}$/.test(param)) return undefined;
  const n = BigInt(param);
  return n <= 18_446_744_073_709_551_615n ? String(n) : undefined;
}

export function createSerdeHandler(options: ResolvedModelOptions, tenants: TenantDirectory): RequestHandler {
  const limiter = limiterOf(options);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request, options.maxBodyBytes);
    if (body.kind === 'aborted') return;
    const found = route(request.method, request.url);
    if (found.kind === 'none') return reply.send(response, 404, '', '');
    if (found.kind === 'wrong_method') return reply.send(response, 405, '', '', { allow: found.allow });
    const { rule, id: param } = found;
    const tenant = tenants.byToken(bearerToken(request.headers.authorization));
    if (rule.auth === 'required' && tenant === undefined) return reply.send(response, 401, '', '');
    const verdict = limiter?.hit(tenant?.name ?? 'anonymous');
    if (verdict !== undefined && !verdict.allowed) {
      const wait = String(verdict.retryAfterSeconds);
      return reply.sendText(response, 429, `Too Many Requests! Wait for ${wait}s`, {
        'x-ratelimit-after': wait,
        'retry-after': wait,
      });
    }
    const id = rule.idKind === undefined ? '' : parseU64(param);
    if (id === undefined)
      return reply.sendText(response, 400, `Invalid URL: Cannot parse \`${param}\` to a \`u64\``);
    // `DefaultBodyLimit` bites only where an extractor reads the body.
    if (rule.body.kind === 'json' && body.kind === 'too_large')
      return reply.sendText(response, 413, 'Failed to buffer the request body: length limit exceeded');
    const input: Input =
      rule.body.kind === 'json' && body.kind === 'ok'
        ? extract(request, body.bytes, rule.body.struct)
        : { ok: true, value: {} };
    if (!input.ok) return reply.sendText(response, input.status, input.text);
    if (rule.idKind !== undefined && !knownId(tenants, tenant, rule.idKind, id))
      return reply.send(response, 404, '', '');
    if (rule.successStatus === 204) return reply.sendEmpty(response);
    const record = render(rule.reply ?? {}, {
      tenant,
      tenants,
      id,
      body: input.value,
      newId: nextSerdeId,
    });
    reply.sendJson(response, rule.successStatus, record);
  }

  // Never a 5xx: a panicking handler would be caught by `CatchPanicLayer`; here nothing panics.
  return serve(handle, (response) => reply.sendText(response, 400, 'Bad Request'));
}

/**
 * @module The blind-go request pipeline, in Gin's order: path decoding (net/http) → router (404 text,
 * trailing-slash redirects) → optional limiter middleware → bearer middleware (401 text) → handler:
 * `strconv.ParseInt` on the path id → `ShouldBindJSON` (413, syntax, type, validation) → lookup
 * (`record not found`) → `{ data, meta: { requestId } }`.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type DecodeOptions, decodeStruct, type StructValue } from '../shared/go-decode.ts';
import { decodeFirstValue } from '../shared/go-json.ts';
import { goBearer, goMarshal, goRedirect, goReply } from '../shared/go-reply.ts';
import type { ResolvedModelOptions } from '../shared/model-server.ts';
import { readBody } from '../shared/read-body.ts';
import type { Headers } from '../shared/replier.ts';
import { limiterOf, type RequestHandler, serve } from '../shared/schema-serve.ts';
import type { TenantDirectory } from '../shared/tenants.ts';

import { GO_RESPONDERS } from './responders.ts';
import { parseInt64, route } from './router.ts';
import { validationError } from './validator.ts';
import { GO_PACKAGE } from './vocabulary.ts';

/** Gin binds with plain `encoding/json`: unknown keys are skipped. */
const GO_API: DecodeOptions = { pkg: GO_PACKAGE, disallowUnknownFields: false };

/** Gin's `c.JSON`. */
function sendJson(response: ServerResponse, status: number, body: unknown, headers: Headers = {}) {
  goReply.send(response, status, 'application/json; charset=utf-8', goMarshal(body), headers);
}

const { sendText } = goReply;

export function createGoHandler(options: ResolvedModelOptions, tenants: TenantDirectory): RequestHandler {
  const limiter = limiterOf(options);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const routed = route(method, request.url);
    const struct = routed.kind === 'match' ? routed.operation.struct : undefined;
    // A body the handler binds goes through `http.MaxBytesReader`; any other is drained unread.
    const body = await readBody(
      request,
      struct === undefined ? Number.POSITIVE_INFINITY : options.maxBodyBytes,
    );
    if (body.kind === 'aborted') return;
    if (routed.kind === 'bad_path') return sendText(response, 400, '400 Bad Request');
    if (routed.kind === 'redirect') {
      // A tiny HTML body for GET, none otherwise.
      const href = method === 'GET' ? routed.location.replace(/"/g, '&#34;') : undefined;
      return goRedirect(response, routed.status, routed.location, href);
    }
    const { tenant } = goBearer(request.headers.authorization, tenants);
    const rate: Record<string, string> = {};
    const verdict = limiter?.hit(tenant?.name ?? 'anonymous');
    if (verdict !== undefined) {
      rate['x-ratelimit-limit'] = String(verdict.limit);
      rate['x-ratelimit-remaining'] = String(verdict.remaining);
      rate['x-ratelimit-reset'] = String(Math.ceil(verdict.resetAt / 1000));
      if (!verdict.allowed) return sendText(response, 429, 'Limit exceeded', rate);
    }
    if (routed.kind === 'none') return sendText(response, 404, '404 page not found', rate);
    if (tenant === undefined) return sendText(response, 401, 'Unauthorized', rate);
    const fail = (status: number, error: string) => sendJson(response, status, { error }, rate);

    const { operation, param } = routed;
    let id: bigint | undefined;
    if (param !== undefined) {
      const parsed = parseInt64(param);
      if (!parsed.ok) return fail(400, parsed.error);
      id = parsed.value;
    }
    let values: StructValue = {};
    if (struct !== undefined) {
      if (body.kind === 'too_large') return sendText(response, 413, 'http: request body too large', rate);
      const decoded = decodeFirstValue(body.bytes.toString('utf8'));
      if (!decoded.ok) return fail(400, decoded.error);
      const bound = decodeStruct(decoded.value, struct, GO_API);
      if (!bound.ok) return fail(400, bound.error);
      const invalid = validationError(struct, bound.value);
      if (invalid !== undefined) return fail(400, invalid);
      values = bound.value;
    }
    const kind = operation.rule.idKind;
    if (kind !== undefined && (id === undefined || !tenants.owns(tenant, kind, String(id)))) {
      return fail(404, 'record not found');
    }
    const requestId = randomUUID();
    const data = GO_RESPONDERS[operation.op]({ tenant, tenants, id, values });
    sendJson(response, 200, { data, meta: { requestId } }, { ...rate, 'x-request-id': requestId });
  }

  // This server never answers 5xx: an unexpected failure is reported as a bad request.
  return serve(handle, (response) => sendJson(response, 400, { error: 'bad request' }));
}

/**
 * @module The Ktor app behind the gateway: routing with `IgnoreTrailingSlash` (an unknown path is a
 * bare 404, a known path with another method a bare 405), then each route as its handler is
 * written: `call.parameters.getOrFail<Long>(…)` (400), `call.receive<T>()` (415, kotlinx's first
 * problem as a 400), RequestValidation (400 with every reason), the tenant-scoped lookup (404 for
 * unknown and foreign ids alike), `call.respond(status, dto)`. StatusPages writes every error as
 * `{"code": …, "message": …, "details": […]}`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { render } from '../shared/model-response.ts';
import { createModelRouter } from '../shared/model-router.ts';
import { keySequences, lookupRecord } from '../shared/model-server.ts';
import { readBody } from '../shared/read-body.ts';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import type { TenantDirectory } from '../shared/tenants.ts';
import { createGateway, type GatewayOptions } from './gateway.ts';
import { decodeBody } from './kotlinx-decode.ts';
import { KTOR_RULES, type KtorOperation } from './rules.ts';
import { validate } from './validate.ts';

const route = createModelRouter<KtorOperation>(KTOR_RULES, { caseInsensitive: false, param: /^.+$/ });

/** `Long.toLongOrNull()`'s domain. */
const LONG = /^[+-]?\d{1,19}$/;

type Send = (status: number, body?: unknown) => void;

function sender(response: ServerResponse, headers: Record<string, string>): Send {
  return (status, body) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    response.writeHead(status, {
      ...headers,
      'content-length': Buffer.byteLength(text),
      ...(body === undefined ? {} : { 'content-type': 'application/json; charset=UTF-8' }),
    });
    response.end(text);
  };
}

const error = (code: string, message: string, details?: readonly string[]) => ({
  code,
  message,
  ...(details === undefined ? {} : { details }),
});

export function createKtorHandler(options: GatewayOptions, tenants: TenantDirectory) {
  const admit = createGateway(options, tenants);
  const newId = keySequences(5001);

  async function app(
    request: IncomingMessage,
    send: Send,
    bytes: Buffer,
    tenant: ReturnType<TenantDirectory['byToken']>,
  ) {
    const found = route(request.method, request.url);
    if (found.kind === 'none') return send(404);
    if (found.kind === 'wrong_method') return send(405);
    const { rule, id } = found;
    const param = /\{(\w+)\}/.exec(rule.path)?.[1];
    if (param !== undefined && !(LONG.test(id) && Number.isSafeInteger(Number(id)))) {
      return send(
        400,
        error('BAD_REQUEST', `Request parameter ${param} couldn't be parsed/converted to Long`),
      );
    }
    let payload: Readonly<Record<string, unknown>> = {};
    if (rule.body.kind === 'object') {
      const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
      if (type !== 'application/json') {
        const shown = type === '' ? '*/*' : type;
        return send(415, error('UNSUPPORTED_MEDIA_TYPE', `Content type ${shown} is not supported`));
      }
      const decoded = decodeBody(bytes.toString('utf8'), rule.body.fields, rule.serialName ?? 'Request');
      if (!decoded.ok) return send(400, error('BAD_REQUEST', decoded.message));
      const reasons = validate(decoded.value, rule.body.fields);
      if (reasons.length > 0)
        return send(400, error('VALIDATION_FAILED', 'Request validation failed', reasons));
      payload = decoded.value;
    }
    const key = String(Number(id));
    if (rule.idKind !== undefined && lookupRecord(tenants, tenant, rule.idKind, key) !== 'found') {
      return send(404, error('NOT_FOUND', `${RECORD_NOUNS[rule.idKind]} ${key} not found`));
    }
    if (rule.reply === undefined) return send(204);
    const status = rule.accepted ? 202 : rule.successStatus;
    send(status, render(rule.reply, { tenant, tenants, id: key, body: payload, newId }));
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    (async () => {
      const body = await readBody(request, options.maxBodyBytes);
      if (body.kind === 'aborted') return;
      const verdict = admit(request, response, body.kind === 'too_large');
      if (verdict.kind === 'answered' || body.kind !== 'ok') return;
      await app(request, sender(response, verdict.headers), body.bytes, verdict.tenant);
    })().catch(() => {
      // StatusPages' `exception<Throwable>` is mapped to a 400 here: the app never answers 5xx.
      if (!response.headersSent) sender(response, {})(400, error('BAD_REQUEST', 'Bad Request'));
      else response.destroy();
    });
  };
}

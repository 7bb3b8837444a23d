/**
 * @module The ASP.NET Core pipeline: rate limiter (429, no body) → endpoint routing (case-insensitive,
 * `{id:guid}` constraints: no match → bare 404; wrong method → 405 + Allow) → authentication
 * (`X-Api-Key` or JwtBearer; bare 401; `[AllowAnonymous]` on 8 and 18) → `[FromBody]` binding
 * (413, 415, then System.Text.Json: first conversion failure) → DataAnnotations (400
 * ProblemDetails, all at once) → the action (`NotFound()` ProblemDetails, then the result).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FixedWindow } from '../shared/fixed-window.ts';
import { createModelRouter } from '../shared/model-router.ts';
import type { ModelFields } from '../shared/model-rules.ts';
import { type ModelDialect, violations } from '../shared/model-violations.ts';
import { readBody } from '../shared/read-body.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import { Completions } from './complete-once.ts';
import { canonicalGuid, GUID_CONSTRAINT } from './guid.ts';
import { jacksonErrors } from './jackson.ts';
import {
  annotationErrors,
  conversionErrors,
  firstConversionErrors,
  isConversionFailure,
} from './messages.ts';
import type { ResolvedAspNetOptions } from './options.ts';
import { sendJson, sendProblem, sendStatus } from './reply.ts';
import { ASPNET_RESPONDERS } from './responders.ts';
import { ASPNET_RULES } from './rules.ts';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** `EmailAddressAttribute`: one `@`, neither first nor last. Nothing more. */
function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  return at > 0 && at === value.lastIndexOf('@') && at !== value.length - 1;
}

export const ASPNET_DIALECT: ModelDialect = {
  keysCaseInsensitive: true,
  numbersFromStrings: true,
  isEmail,
  lengthOf: (value) => value.length,
};

const route = createModelRouter(ASPNET_RULES, { caseInsensitive: true, param: GUID_CONSTRAINT });

function isJson(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type === 'text/json' || /^application\/[\w.-]+\+json$/.test(type);
}

type Bound = { readonly kind: 'ok'; readonly body: Record<string, unknown> } | { readonly kind: 'answered' };

/** `[FromBody]` binding and validation; answers the request itself when the body is rejected. */
function bind(
  request: IncomingMessage,
  bytes: Buffer,
  fields: ModelFields,
  response: ServerResponse,
  dialect: ModelDialect,
): Bound {
  const answered = { kind: 'answered' } as const;
  if (!isJson(request.headers['content-type'])) {
    sendProblem(response, 415);
    return answered;
  }
  const text = bytes.toString('utf8');
  if (text.trim() === '') {
    sendProblem(response, 400, { '': ['A non-empty request body is required.'] });
    return answered;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const start = text.trimStart().charAt(0);
    const where = 'Path: $ | LineNumber: 0 | BytePositionInLine: 0.';
    const message = `'${start}' is an invalid start of a value. ${where}`;
    sendProblem(response, 400, { $: [message], request: ['The request field is required.'] });
    return answered;
  }
  if (value === null) {
    sendProblem(response, 400, { request: ['The request field is required.'] });
    return answered;
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    sendProblem(response, 400, conversionErrors([], 'Api.Contracts.RequestBody', 1));
    return answered;
  }
  const body = value as Record<string, unknown>;
  const found = violations(body, fields, dialect);
  const failures = found.filter((violation) => isConversionFailure(violation, fields));
  const conversion =
    (dialect.truncatesFractions ? jacksonErrors(failures, fields, body) : undefined) ??
    firstConversionErrors(failures, fields, text);
  if (conversion !== undefined) {
    sendProblem(response, 400, conversion);
    return answered;
  }
  if (found.length > 0) {
    sendProblem(response, 400, annotationErrors(found, fields));
    return answered;
  }
  return { kind: 'ok', body: dialect.truncatesFractions ? readIntegers(body, fields) : body };
}

/** What the action sees (and echoes) behind a truncating reader: 16.5 in an `int` is 16. */
function readIntegers(body: Record<string, unknown>, fields: ModelFields): Record<string, unknown> {
  const read = { ...body };
  for (const [key, value] of Object.entries(read)) {
    const field = Object.entries(fields).find(([name]) => name.toLowerCase() === key.toLowerCase())?.[1];
    if (field?.type === 'integer' && typeof value === 'number') read[key] = Math.trunc(value);
  }
  return read;
}

export function createAspNetHandler(
  options: ResolvedAspNetOptions,
  tenants: TenantDirectory,
): RequestHandler {
  const limiter = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
  const dialect: ModelDialect =
    options.reader === 'jackson' ? { ...ASPNET_DIALECT, truncatesFractions: true } : ASPNET_DIALECT;
  const completions = options.completeOnce && new Completions();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const credential =
      options.auth === 'api-key'
        ? (request.headers['x-api-key'] as string | undefined)
        : bearerToken(request.headers.authorization);
    const tenant = tenants.byToken(credential);
    if (limiter !== undefined && !limiter.hit(tenant?.name ?? 'anonymous').allowed) {
      request.resume();
      return sendStatus(response, 429);
    }
    const match = route(request.method, request.url);
    if (match.kind !== 'match') {
      request.resume();
      return match.kind === 'wrong_method'
        ? sendStatus(response, 405, { allow: match.allow })
        : sendStatus(response, 404);
    }
    const { op, rule } = match;
    if (rule.auth === 'required' && tenant === undefined) {
      request.resume();
      const challenge = credential === undefined ? 'Bearer' : 'Bearer error="invalid_token"';
      return sendStatus(response, 401, options.auth === 'bearer' ? { 'www-authenticate': challenge } : {});
    }
    let body: Record<string, unknown> = {};
    if (rule.body.kind === 'object') {
      const read = await readBody(request, options.maxBodyBytes);
      if (read.kind === 'aborted') return;
      if (read.kind === 'too_large') return sendStatus(response, 413);
      const text = read.bytes.toString('utf8');
      const once = completions && op === '5' && tenant !== undefined ? completions : undefined;
      if (once?.already(tenant?.name ?? '', text)) return sendProblem(response, 409);
      const bound = bind(request, read.bytes, rule.body.fields, response, dialect);
      if (bound.kind === 'answered') return;
      once?.record(tenant?.name ?? '', text);
      body = bound.body;
    } else {
      // The action binds no body: it is never read, whatever it holds.
      request.resume();
    }
    const id = match.id === '' ? '' : canonicalGuid(match.id);
    if (rule.idKind !== undefined) {
      const found =
        tenant === undefined ? tenants.anyOwns(rule.idKind, id) : tenants.owns(tenant, rule.idKind, id);
      if (!found) return sendProblem(response, 404);
    }
    if (rule.successStatus === 204) return sendStatus(response, 204);
    const result = ASPNET_RESPONDERS[op]?.({ tenant, tenants, id, body }) ?? {};
    const location: Record<string, string> =
      rule.location === undefined
        ? {}
        : {
            location: `http://${request.headers.host}${rule.location.replace('{dealId}', id).replace('{id}', String(result.id))}`,
          };
    sendJson(response, rule.successStatus, result, location);
  }

  return (request, response) => {
    handle(request, response).catch(() => {
      // The exception handler maps anything unexpected to a 400: this server never answers 5xx.
      if (!response.headersSent) sendProblem(response, 400, { '': ['The request is invalid.'] });
      else response.destroy();
    });
  };
}

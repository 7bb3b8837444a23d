/**
 * @module The ASP.NET Core pipeline: rate limiter (429, no body) → endpoint routing (case-insensitive,
 * `{id:guid}` constraints: no match → bare 404; wrong method → 405 + Allow) → authentication
 * (`X-Api-Key` or JwtBearer; bare 401; `[AllowAnonymous]` on 8 and 18) → `[FromBody]` binding and
 * validation (413, 415, 400 ProblemDetails) → the action (`NotFound()` ProblemDetails, then the
 * result). Answers: RFC 9110 ProblemDetails with a `traceId`, bare statuses where the framework
 * itself answers, camelCase JSON for results; `Server: Kestrel` on all.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimitOptions } from '../shared/fixed-window.ts';
import { FixedWindow } from '../shared/fixed-window.ts';
import { createModelRouter } from '../shared/model-router.ts';
import { readBody } from '../shared/read-body.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import { ASPNET_DIALECT, bind, completions } from './binding.ts';
import { ASPNET_RESPONDERS } from './responders.ts';
import { ASPNET_RULES, type AspNetOperation } from './rules.ts';
import type { ErrorDictionary } from './words.ts';

export interface PipelineOptions {
  readonly auth: 'api-key' | 'bearer';
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
  readonly reader: 'system-text-json' | 'jackson';
  readonly completeOnce: boolean;
}

/** .NET `Guid` route values: D, N, B and P forms in any case; anything else matches no route. */
const GUID =
  /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\{[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\}|\([0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\))$/i;
/** `Guid.Parse`: every form is one value, written (D form, lower case) as `Guid.ToString()` does. */
function canonicalGuid(value: string): string {
  const hex = value.replace(/[^0-9a-f]/gi, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const route = createModelRouter<AspNetOperation>(ASPNET_RULES, { caseInsensitive: true, param: GUID });

type Headers = Readonly<Record<string, string>>;

function write(response: ServerResponse, status: number, type: string, body: unknown, headers: Headers = {}) {
  const text = JSON.stringify(body);
  const length = Buffer.byteLength(text);
  response.writeHead(status, {
    server: 'Kestrel',
    ...headers,
    'content-type': `${type}; charset=utf-8`,
    'content-length': length,
  });
  response.end(text);
}

const PROBLEMS = {
  400: ['15.5.1', 'One or more validation errors occurred.'],
  404: ['15.5.5', 'Not Found'],
  409: ['15.5.10', 'Conflict'],
  415: ['15.5.16', 'Unsupported Media Type'],
} as const;

function sendProblem(response: ServerResponse, status: keyof typeof PROBLEMS, errors?: ErrorDictionary) {
  const [section, title] = PROBLEMS[status];
  const type = `https://tools.ietf.org/html/rfc9110#section-${section}`;
  const traceId = `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-00`;
  write(response, status, 'application/problem+json', {
    type,
    title,
    status,
    ...(errors && { errors }),
    traceId,
  });
}

function sendStatus(response: ServerResponse, status: number, headers: Headers = {}) {
  response.writeHead(status, { server: 'Kestrel', ...headers, 'content-length': 0 });
  response.end();
}

export function createAspNetHandler(options: PipelineOptions, tenants: TenantDirectory) {
  const limiter = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
  const dialect =
    options.reader === 'jackson' ? { ...ASPNET_DIALECT, truncatesFractions: true as const } : ASPNET_DIALECT;
  const completed = options.completeOnce ? completions() : undefined;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const credential =
      options.auth === 'api-key'
        ? (request.headers['x-api-key'] as string | undefined)
        : bearerToken(request.headers.authorization);
    const tenant = tenants.byToken(credential);
    const match =
      limiter?.hit(tenant?.name ?? 'anonymous').allowed === false
        ? undefined
        : route(request.method, request.url);
    if (match?.kind !== 'match') {
      request.resume();
      if (match === undefined) return sendStatus(response, 429);
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
      const once = op === '5' && tenant !== undefined ? completed : undefined;
      if (once?.already(tenant?.name ?? '', text)) return sendProblem(response, 409);
      const bound = bind(request.headers['content-type'], text, rule.body.fields, dialect);
      if (bound.kind === 'problem') return sendProblem(response, bound.status, bound.errors);
      once?.record(tenant?.name ?? '', text);
      body = bound.body;
    } else {
      // The action binds no body: it is never read, whatever it holds.
      request.resume();
    }
    const id = match.id === '' ? '' : canonicalGuid(match.id);
    if (rule.idKind !== undefined && !tenants.sees(tenant, rule.idKind, id))
      return sendProblem(response, 404);
    if (rule.successStatus === 204) return sendStatus(response, 204);
    const result = ASPNET_RESPONDERS[op]?.({ tenant, tenants, id, body }) ?? {};
    const where = rule.location?.replace('{dealId}', id).replace('{id}', String(result.id));
    write(
      response,
      rule.successStatus,
      'application/json',
      result,
      where ? { location: `http://${request.headers.host}${where}` } : {},
    );
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch(() => {
      // The exception handler maps anything unexpected to a 400: this server never answers 5xx.
      if (!response.headersSent) sendProblem(response, 400, { '': ['The request is invalid.'] });
      else response.destroy();
    });
  };
}

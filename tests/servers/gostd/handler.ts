/**
 * @module The gostd request pipeline, in `net/http` order: the `ServeMux` (400 for an unparsable
 * URL, 301 to the cleaned path, 404, 405 with `Allow`) → the auth middleware on non-public routes
 * (401 `unauthorized` with a Bearer challenge, 401 `invalid token`; on public routes a valid token
 * still names the caller) → the per-token limiter (`golang.org/x/time/rate`: 429, `Retry-After: 1`) → the handler:
 * `http.MaxBytesReader` (413), `json.NewDecoder` with `DisallowUnknownFields` (400, Go's error
 * text; an empty GET body is no body), `Validate()` (422, first problem), the record lookup (404
 * `not found` for a malformed, unknown or other tenant's id), then 201/200/204.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RateLimitOptions } from '../shared/fixed-window.ts';
import { type DecodeOptions, decodeMap, decodeStruct, type StructValue } from '../shared/go-decode.ts';
import { decodeFirstValue } from '../shared/go-json.ts';
import { goBearer, goMarshal, goRedirect, goReply } from '../shared/go-reply.ts';
import type { ResolvedModelOptions } from '../shared/model-server.ts';
import { readBody } from '../shared/read-body.ts';
import type { Headers } from '../shared/replier.ts';
import { knownId, type RequestHandler, serve } from '../shared/schema-serve.ts';
import type { TenantDirectory } from '../shared/tenants.ts';
import { serveMux } from './mux.ts';
import { respond, XID } from './responders.ts';
import { validateStruct } from './validate.ts';
import type { GoRoute } from './vocabulary.ts';

/** `http.Error`: plain text, `nosniff`, the message and a newline. */
function httpError(response: ServerResponse, status: number, message: string, headers: Headers = {}) {
  goReply.send(response, status, 'text/plain; charset=utf-8', `${message}\n`, {
    ...headers,
    'x-content-type-options': 'nosniff',
  });
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
};

const GO_MAIN: DecodeOptions = { pkg: 'main', disallowUnknownFields: true };

type Input =
  | { readonly ok: true; readonly value: StructValue }
  | { readonly ok: false; readonly status: 400 | 422; readonly message: string };

function readInput(bytes: Buffer, route: GoRoute): Input {
  if (route.body.kind === 'none') return { ok: true, value: {} };
  const decoded = decodeFirstValue(bytes.toString('utf8'));
  // The GET handlers take an absent body as an empty one (`errors.Is(err, io.EOF)`).
  const root =
    !decoded.ok && decoded.error === 'EOF' && route.method === 'GET'
      ? { ok: true as const, value: { kind: 'null' as const } }
      : decoded;
  if (!root.ok) return { ok: false, status: 400, message: root.error };
  const value =
    route.body.kind === 'map'
      ? decodeMap(root.value, GO_MAIN)
      : decodeStruct(root.value, route.body.struct, GO_MAIN);
  if (!value.ok) return { ok: false, status: 400, message: value.error };
  const problem = route.body.kind === 'struct' ? validateStruct(route.body.struct, value.value) : undefined;
  return problem === undefined ? value : { ok: false, status: 422, message: problem };
}

export function createGostdHandler(options: ResolvedModelOptions, tenants: TenantDirectory): RequestHandler {
  const limiter = options.rateLimit === false ? undefined : new TokenBuckets(options.rateLimit);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request, options.maxBodyBytes);
    if (body.kind === 'aborted') return;
    const found = serveMux(request.method ?? 'GET', request.url);
    switch (found.kind) {
      case 'bad_request':
        return httpError(response, 400, '400 Bad Request', { connection: 'close' });
      case 'moved': {
        const href = found.location.replace(/[&'<>"]/g, (ch) => HTML_ESCAPES[ch] ?? ch);
        return goRedirect(response, 301, found.location, href);
      }
      case 'not_found':
        return httpError(response, 404, '404 page not found');
      case 'method_not_allowed':
        return httpError(response, 405, 'Method Not Allowed', { allow: found.allow });
      case 'match':
        break;
      default:
        return found satisfies never;
    }
    const { op, rule: route, id } = found;
    const { sent, tenant } = goBearer(request.headers.authorization, tenants);
    if (route.auth === 'required' && !sent)
      return httpError(response, 401, 'unauthorized', { 'www-authenticate': 'Bearer' });
    if (route.auth === 'required' && tenant === undefined) return httpError(response, 401, 'invalid token');
    if (limiter !== undefined && !limiter.allow(tenant?.name ?? 'anonymous'))
      return httpError(response, 429, 'rate limit exceeded', { 'retry-after': '1' });

    if (route.body.kind !== 'none' && body.kind === 'too_large')
      return httpError(response, 413, 'http: request body too large', { connection: 'close' });
    const input = readInput(body.kind === 'ok' ? body.bytes : Buffer.alloc(0), route);
    if (!input.ok) return httpError(response, input.status, input.message);
    if (route.idKind !== undefined && !(XID.test(id) && knownId(tenants, tenant, route.idKind, id)))
      return httpError(response, 404, 'not found');
    if (route.successStatus === 204) return goReply.sendEmpty(response);
    const json = goMarshal(respond(op, { tenant, tenants, id, body: input.value }));
    goReply.send(response, route.successStatus, 'application/json', `${json}\n`);
  }

  // Never a 5xx: `http.Server` would recover a panic into a dropped connection, not a 500.
  return serve(handle, (response) => httpError(response, 400, '400 Bad Request'));
}

export class TokenBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  readonly #burst: number;
  readonly #perMs: number;

  constructor(options: RateLimitOptions) {
    this.#burst = options.limit;
    this.#perMs = options.limit / (options.windowSeconds * 1000);
  }

  /** `limiter.Allow()` for `key`. */
  allow(key: string, now = Date.now()): boolean {
    const bucket = this.#buckets.get(key) ?? { tokens: this.#burst, at: now };
    bucket.tokens = Math.min(this.#burst, bucket.tokens + (now - bucket.at) * this.#perMs);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

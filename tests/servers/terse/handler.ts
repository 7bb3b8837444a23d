/**
 * @module The terse server's request pipeline: rate limit → body read → route → auth → size →
 * content type → JSON → first violation → id lookup → `{ success: true, result }`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { firstViolation, type Violation } from '../shared/first-violation.ts';
import { FixedWindow, type RateLimitOptions } from '../shared/fixed-window.ts';
import { readBody } from '../shared/read-body.ts';
import type { Applied } from '../shared/regression.ts';
import { RESPONDERS } from '../shared/responders.ts';
import { routeMatcher } from '../shared/route-match.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import type { TerseRule } from './rules.ts';

/** `rules` is the table served (rewritten by any regressions); routes and validation read it. */
export interface TerseHandlerOptions extends Applied<TerseRule> {
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
}

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

export function createTerseHandler(options: TerseHandlerOptions, tenants: TenantDirectory): RequestHandler {
  const limiter = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
  const route = routeMatcher(options.rules, { byMethod: true, trailingSlash: 'optional', decode: 'raw' });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const tenant = tenants.byToken(bearerToken(request.headers.authorization));
    const verdict = limiter?.hit(tenant?.name ?? 'anonymous');
    if (verdict !== undefined) {
      response.setHeader('x-ratelimit-limit', String(verdict.limit));
      response.setHeader('x-ratelimit-remaining', String(verdict.remaining));
      response.setHeader('x-ratelimit-reset', String(Math.ceil(verdict.resetAt / 1000)));
    }
    const body = await readBody(request, options.maxBodyBytes);
    if (body.kind === 'aborted') return;
    if (verdict !== undefined && !verdict.allowed) {
      response.setHeader('retry-after', String(verdict.retryAfterSeconds));
      return sendFailure(response, 429, 'Too Many Requests');
    }
    const match = route(request.method, request.url);
    if (match === undefined) return sendText(response, 404, 'Not Found');
    const { op, rule, id } = match;
    if (rule.auth === 'required' && tenant === undefined) return sendFailure(response, 401, 'Unauthorized');
    if (body.kind === 'too_large') return sendText(response, 413, 'Payload Too Large');

    let parsed: unknown;
    if (rule.body.kind === 'object') {
      const text = body.bytes.toString('utf8').trim();
      if (text !== '' && !isJsonMediaType(request.headers['content-type'])) {
        return sendFailure(response, 400, 'Content-Type must be application/json');
      }
      try {
        parsed = text === '' ? {} : JSON.parse(text);
      } catch {
        return sendFailure(response, 400, 'Malformed JSON');
      }
      const violation = firstViolation(parsed, rule.body, STYLE);
      if (violation !== undefined)
        return sendFailure(response, rule.validationStatus ?? 400, sentence(violation));
      if (options.crashes(op, parsed)) return sendFailure(response, 500, 'Internal Server Error');
    }
    if (rule.idKind !== undefined) {
      const exists =
        id !== undefined &&
        (tenant === undefined ? tenants.anyOwns(rule.idKind, id) : tenants.owns(tenant, rule.idKind, id));
      if (!exists) {
        if (rule.notFoundStatus !== undefined) return sendFailure(response, rule.notFoundStatus, 'Not found');
        return sendText(response, 404, 'Not Found');
      }
    }
    const result = options.respond(op, RESPONDERS[op]({ tenant, tenants, id, body: parsed }));
    sendJson(response, rule.successStatus, { success: true, result });
  }

  return (request, response) => {
    handle(request, response).catch(() => {
      // This server never answers 5xx: an unexpected failure is reported as a bad request.
      if (!response.headersSent) sendFailure(response, 400, 'Bad request');
      else response.destroy();
    });
  };
}

/** A deliberately loose address check (something@something.tld, no spaces); unknown fields first. */
const STYLE = { unknown: 'first', email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, length: 'code-points' } as const;

/** Only the FIRST problem, in a plain sentence. */
function sentence(v: Violation): string {
  if (v.kind === 'not_object') return 'Request body must be a JSON object';
  if (v.kind === 'unknown') return `Unknown field '${v.name.slice(0, 100)}'`;
  if (v.kind === 'required') return `Missing required field '${v.name}'`;
  const allowed = v.field.type === 'enum' ? `. Allowed: ${v.field.values.join(', ')}` : '';
  return `Invalid value for field '${v.name}'${allowed}`;
}

function sendJson(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function sendFailure(response: ServerResponse, status: number, error: string): void {
  sendJson(response, status, { success: false, error });
}

function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

function isJsonMediaType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

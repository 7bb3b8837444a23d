/**
 * @module The terse server's words on the shared table pipeline (`shared/table-handler.ts`): rate
 * limit with `X-RateLimit-*` on every answer, `{ success: false, error }` naming the first problem
 * only, plain-text 404 and 413, `{ success: true, result }`.
 */
import type { ServerResponse } from 'node:http';
import type { Violation } from '../shared/first-violation.ts';
import { FixedWindow, type RateLimitOptions } from '../shared/fixed-window.ts';
import type { Applied } from '../shared/regression.ts';
import { routeMatcher } from '../shared/route-match.ts';
import { tableHandler } from '../shared/table-handler.ts';
import type { TenantDirectory } from '../shared/tenants.ts';
import type { TerseRule } from './rules.ts';

/** `rules` is the table served (rewritten by any regressions); routes and validation read it. */
export interface TerseHandlerOptions extends Applied<TerseRule> {
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
}

export function createTerseHandler(options: TerseHandlerOptions, tenants: TenantDirectory) {
  const limiter = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
  return tableHandler<TerseRule>({
    route: routeMatcher(options.rules, { byMethod: true, trailingSlash: 'optional', decode: 'raw' }),
    tenants,
    maxBodyBytes: options.maxBodyBytes,
    admit: (response, tenant) => {
      const verdict = limiter?.hit(tenant ?? 'anonymous');
      if (verdict === undefined) return undefined;
      response.setHeader('x-ratelimit-limit', String(verdict.limit));
      response.setHeader('x-ratelimit-remaining', String(verdict.remaining));
      response.setHeader('x-ratelimit-reset', String(Math.ceil(verdict.resetAt / 1000)));
      if (verdict.allowed) return undefined;
      return (res) => {
        res.setHeader('retry-after', String(verdict.retryAfterSeconds));
        failure(res, 429, 'Too Many Requests');
      };
    },
    respond: options.respond,
    crash: (op, body) =>
      options.crashes(op, body) ? (res) => failure(res, 500, 'Internal Server Error') : undefined,
    words: {
      // A deliberately loose address check (something@something.tld, no spaces); unknown fields first.
      style: { unknown: 'first', email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, length: 'code-points' },
      isJson: (type) => type?.split(';')[0]?.trim().toLowerCase() === 'application/json',
      noRoute: (res) => text(res, 404, 'Not Found'),
      noToken: (res) => failure(res, 401, 'Unauthorized'),
      tooLarge: (res) => text(res, 413, 'Payload Too Large'),
      notJson: (res) => failure(res, 400, 'Content-Type must be application/json'),
      badJson: (res) => failure(res, 400, 'Malformed JSON'),
      invalid: (res, violation, rule) => failure(res, rule.validationStatus ?? 400, sentence(violation)),
      notFound: (res, rule) =>
        rule.notFoundStatus === undefined
          ? text(res, 404, 'Not Found')
          : failure(res, rule.notFoundStatus, 'Not found'),
      success: (res, rule, result) => json(res, rule.successStatus, { success: true, result }),
      // This server never answers 5xx: an unexpected failure is reported as a bad request.
      unexpected: (res) => failure(res, 400, 'Bad request'),
    },
  });
}

/** Only the FIRST problem, in a plain sentence. */
function sentence(v: Violation): string {
  if (v.kind === 'not_object') return 'Request body must be a JSON object';
  if (v.kind === 'unknown') return `Unknown field '${v.name.slice(0, 100)}'`;
  if (v.kind === 'required') return `Missing required field '${v.name}'`;
  const allowed = v.field.type === 'enum' ? `. Allowed: ${v.field.values.join(', ')}` : '';
  return `Invalid value for field '${v.name}'${allowed}`;
}

function json(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const failure = (response: ServerResponse, status: number, error: string) =>
  json(response, status, { success: false, error });

function text(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

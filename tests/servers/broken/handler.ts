/**
 * @module The broken server's pipeline: rate limit (every request, broken or not) → path → the
 * breakage on a broken operation, else the healthy hapi + Joi handler: method → auth → payload
 * size → content type → JSON → Joi → record lookup → `{status: "success", data}`.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import { readBody } from '../shared/read-body.ts';
import { createReplier } from '../shared/replier.ts';
import { RESPONDERS } from '../shared/responders.ts';
import { type RouteMatch, routeMatcher } from '../shared/route-match.ts';
import type { OperationNumber, OperationRule } from '../shared/rules.ts';
import { bearerToken, type TenantDirectory } from '../shared/tenants.ts';
import { BREAKERS, type Breakage } from './breakages.ts';
import { joiError } from './joi.ts';
import { BROKEN_SERVER_RULES } from './rules.ts';
import { type SlidingLimit, SlidingLog } from './sliding-log.ts';

/** hapi's router is strict about trailing slashes; a breakage hits whatever method reaches the path. */
const route = routeMatcher(BROKEN_SERVER_RULES, {
  byMethod: false,
  trailingSlash: 'exact',
  decode: 'strict',
});

export interface BrokenHandlerOptions {
  readonly breakage: Breakage | 'none';
  readonly brokenOperations: readonly OperationNumber[];
  readonly slowMs: number;
  readonly rateLimit: SlidingLimit | false;
  readonly maxBodyBytes: number;
}

export function createBrokenHandler(
  options: BrokenHandlerOptions,
  tenants: TenantDirectory,
  onClose: (dispose: () => void) => () => void,
) {
  const limit = options.rateLimit;
  const limiter = limit === false ? undefined : new SlidingLog(limit);
  return (request: IncomingMessage, response: ServerResponse): void => {
    if (limiter !== undefined && limit !== false) {
      const verdict = limiter.hit(request.socket.remoteAddress ?? 'unknown');
      // hapi-rate-limit's per-user headers; the reset is in epoch milliseconds.
      response.setHeader('x-ratelimit-userlimit', String(limit.limit));
      response.setHeader('x-ratelimit-userremaining', String(verdict.remaining));
      response.setHeader('x-ratelimit-userreset', String(verdict.resetAt));
      if (!verdict.allowed) {
        response.setHeader(
          'retry-after',
          String(Math.max(1, Math.ceil((verdict.resetAt - Date.now()) / 1000))),
        );
        request.resume();
        sendBoom(response, 429, 'Rate limit exceeded');
        return;
      }
    }
    const match = route(request.method, request.url);
    if (match === undefined) {
      request.resume();
      sendBoom(response, 404, 'Not Found');
      return;
    }
    const answerHealthy = () => {
      healthy(request, response, match, options.maxBodyBytes, tenants).catch(() => {
        if (!response.headersSent) sendBoom(response, 400, 'Bad Request');
      });
    };
    if (options.breakage !== 'none' && options.brokenOperations.includes(match.op)) {
      BREAKERS[options.breakage]({ request, response, answerHealthy, onClose, slowMs: options.slowMs });
    } else answerHealthy();
  };
}

async function healthy(
  request: IncomingMessage,
  response: ServerResponse,
  { op, rule, id }: RouteMatch<OperationRule>,
  maxBodyBytes: number,
  tenants: TenantDirectory,
): Promise<void> {
  const payload = await readBody(request, maxBodyBytes);
  if (payload.kind === 'aborted') return;
  if (request.method !== rule.method) return sendBoom(response, 404, 'Not Found');
  const token = bearerToken(request.headers.authorization);
  const tenant = tenants.byToken(token);
  if (rule.auth === 'required' && tenant === undefined) {
    response.setHeader('www-authenticate', token === undefined ? 'Bearer' : 'Bearer error="Bad token"');
    if (token === undefined) return sendBoom(response, 401, 'Missing authentication');
    return sendBoom(response, 401, 'Bad token', { attributes: { error: 'Bad token' } });
  }
  if (payload.kind === 'too_large') {
    return sendBoom(response, 413, `Payload content length greater than maximum allowed: ${maxBodyBytes}`);
  }
  let body: unknown = {};
  if (rule.body.kind === 'object') {
    const text = payload.bytes.toString('utf8').trim();
    if (text !== '') {
      if (!isJson(request.headers['content-type'])) return sendBoom(response, 415, 'Unsupported Media Type');
      try {
        body = JSON.parse(text);
      } catch {
        return sendBoom(response, 400, 'Invalid request payload JSON format');
      }
    }
    const error = joiError(body, rule.body);
    if (error !== undefined) {
      return sendBoom(response, 400, error.message, { validation: { source: 'payload', keys: [error.key] } });
    }
  }
  if (rule.idKind !== undefined) {
    const found =
      id !== undefined &&
      (tenant === undefined ? tenants.anyOwns(rule.idKind, id) : tenants.owns(tenant, rule.idKind, id));
    if (!found) return sendBoom(response, 404, 'Not Found');
  }
  sendJson(response, 200, { status: 'success', data: RESPONDERS[op]({ tenant, tenants, id, body }) });
}

/** hapi parses `application/json` and any `+json` type. */
function isJson(header: string | undefined): boolean {
  const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

/** A Boom error body: `{statusCode, error, message}`. */
function sendBoom(response: ServerResponse, status: number, message: string, extra = {}): void {
  const error = STATUS_CODES[status] ?? 'Unknown';
  sendJson(response, status, { statusCode: status, error, message, ...extra });
}

/** hapi's replies: always `application/json; charset=utf-8`, never cached. */
const { sendJson } = createReplier(() => ({ 'cache-control': 'no-cache' }));

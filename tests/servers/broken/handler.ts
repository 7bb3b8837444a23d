/**
 * @module The broken server's pipeline: rate limit (every request, broken or not) → path → the
 * breakage on a broken operation, else the healthy hapi + Joi handler on the shared table pipeline
 * (`shared/table-handler.ts`): method → auth → payload size → content type → JSON → Joi → record
 * lookup → `{status: "success", data}`.
 */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import { createReplier } from '../shared/replier.ts';
import { routeMatcher } from '../shared/route-match.ts';
import type { OperationNumber, OperationRule } from '../shared/rules.ts';
import { tableHandler } from '../shared/table-handler.ts';
import type { TenantDirectory } from '../shared/tenants.ts';
import { BREAKERS, type Breakage } from './breakages.ts';
import { JOI_STYLE, joiError } from './joi.ts';
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
  readonly perOperation: Readonly<Partial<Record<OperationNumber, Breakage>>>;
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
  const healthy = tableHandler<OperationRule>({
    route,
    tenants,
    maxBodyBytes: options.maxBodyBytes,
    words: {
      style: JOI_STYLE,
      // hapi parses `application/json` and any `+json` type.
      isJson: (header) => {
        const type = header?.split(';')[0]?.trim().toLowerCase() ?? '';
        return type === 'application/json' || type.endsWith('+json');
      },
      noRoute: (res) => boom(res, 404, 'Not Found'),
      noToken: (res, token) => {
        res.setHeader('www-authenticate', token === undefined ? 'Bearer' : 'Bearer error="Bad token"');
        if (token === undefined) return boom(res, 401, 'Missing authentication');
        return boom(res, 401, 'Bad token', { attributes: { error: 'Bad token' } });
      },
      tooLarge: (res) =>
        boom(res, 413, `Payload content length greater than maximum allowed: ${options.maxBodyBytes}`),
      notJson: (res) => boom(res, 415, 'Unsupported Media Type'),
      badJson: (res) => boom(res, 400, 'Invalid request payload JSON format'),
      invalid: (res, violation) => {
        const { message, key } = joiError(violation);
        boom(res, 400, message, { validation: { source: 'payload', keys: [key] } });
      },
      notFound: (res) => boom(res, 404, 'Not Found'),
      success: (res, _rule, data) => sendJson(res, 200, { status: 'success', data }),
      unexpected: (res) => boom(res, 400, 'Bad Request'),
    },
  });
  return (request: IncomingMessage, response: ServerResponse) => {
    if (limiter !== undefined && limit !== false) {
      const verdict = limiter.hit(request.socket.remoteAddress ?? 'unknown');
      // hapi-rate-limit's per-user headers; the reset is in epoch milliseconds.
      response.setHeader('x-ratelimit-userlimit', String(limit.limit));
      response.setHeader('x-ratelimit-userremaining', String(verdict.remaining));
      response.setHeader('x-ratelimit-userreset', String(verdict.resetAt));
      if (!verdict.allowed) {
        const seconds = Math.max(1, Math.ceil((verdict.resetAt - Date.now()) / 1000));
        response.setHeader('retry-after', String(seconds));
        request.resume();
        return boom(response, 429, 'Rate limit exceeded');
      }
    }
    const match = route(request.method, request.url);
    if (match === undefined) {
      request.resume();
      return boom(response, 404, 'Not Found');
    }
    const answerHealthy = () => healthy(request, response);
    const breakage = options.perOperation[match.op] ?? options.breakage;
    if (breakage !== 'none' && options.brokenOperations.includes(match.op)) {
      BREAKERS[breakage]({ request, response, answerHealthy, onClose, slowMs: options.slowMs });
    } else answerHealthy();
  };
}

/** A Boom error body: `{statusCode, error, message}`. */
function boom(response: ServerResponse, status: number, message: string, extra = {}): void {
  const error = STATUS_CODES[status] ?? 'Unknown';
  sendJson(response, status, { statusCode: status, error, message, ...extra });
}

/** hapi's replies: always `application/json; charset=utf-8`, never cached. */
const { sendJson } = createReplier(() => ({ 'cache-control': 'no-cache' }));

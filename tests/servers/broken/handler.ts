/**
 * @module The broken server's request pipeline: rate limit (every request, broken or not) → path →
 * the breakage on a broken operation, the healthy handler elsewhere, a Boom 404 on unknown paths.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TenantDirectory } from '../shared/tenants.ts';
import { sendBoom } from './boom.ts';
import { BREAKERS } from './breakages/index.ts';
import { createHealthyHandler } from './healthy.ts';
import type { ResolvedBrokenOptions } from './options.ts';
import { matchPath } from './router.ts';
import { SlidingLog } from './sliding-log.ts';

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

export function createBrokenHandler(
  options: ResolvedBrokenOptions,
  tenants: TenantDirectory,
  onClose: (dispose: () => void) => () => void,
): RequestListener {
  const limiter = options.rateLimit === false ? undefined : new SlidingLog(options.rateLimit);
  const healthy = createHealthyHandler(options, tenants);

  function handle(request: IncomingMessage, response: ServerResponse): void {
    if (limiter !== undefined && options.rateLimit !== false) {
      const verdict = limiter.hit(request.socket.remoteAddress ?? 'unknown');
      // hapi-rate-limit's per-user headers; the reset is in epoch milliseconds.
      response.setHeader('x-ratelimit-userlimit', String(options.rateLimit.limit));
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
    const match = matchPath(request.url);
    if (match === undefined) {
      request.resume();
      sendBoom(response, 404, 'Not Found');
      return;
    }
    const answerHealthy = () => {
      healthy(request, response, match).catch(() => {
        if (!response.headersSent) sendBoom(response, 400, 'Bad Request');
      });
    };
    if (options.breakage !== 'none' && options.brokenOperations.includes(match.op)) {
      BREAKERS[options.breakage]({ request, response, answerHealthy, onClose, slowMs: options.slowMs });
    } else {
      answerHealthy();
    }
  }
  return handle;
}

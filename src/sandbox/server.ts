/**
 * @module The sandbox's request pipeline, in the order a NestJS app on Express runs it: rate limit
 * (global middleware) → JSON body parsing (global middleware: 415, 413, malformed 400) → routing (404
 * `Cannot METHOD /path`) → auth guard (401) → operation dispatch (see `dispatch.ts`). Faults hook in
 * at fixed points; with none, no input yields a 5xx.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { authenticate, bearerToken, challenges, type Principal } from './auth.ts';
import { dispatch } from './dispatch.ts';
import { fail, type Outcome } from './http/outcome.ts';
import { readBody } from './http/read-body.ts';
import { createRouter, pathnameOf } from './http/router.ts';
import type { OperationNumber } from './operations/index.ts';
import type { OperationSpec } from './operations/operation-spec.ts';
import { createRateLimiter } from './rate-limit.ts';
import { createResponder } from './responder.ts';
import type { ServerConfig } from './server-config.ts';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

type Router = ReturnType<typeof createRouter<OperationNumber>>;

export function createRequestListener(config: ServerConfig): RequestListener {
  const limiter = createRateLimiter(config.rateLimit);
  const reply = createResponder(config.faults, config.regressions);
  const route = createRouter(
    (Object.entries(config.operations) as [OperationNumber, OperationSpec][]).map(([key, op]) => ({
      key,
      ...op,
    })),
  );
  return (req, res) => {
    handle(req, res, config, limiter, route).then(
      (outcome) => reply(res, outcome),
      // Only a sandbox bug lands here; answer rather than hang the client.
      () => reply(res, fail(500, 'Internal server error')),
    );
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  config: ServerConfig,
  limiter: ReturnType<typeof createRateLimiter>,
  route: Router,
): Promise<Outcome> {
  const token = bearerToken(req.headers.authorization);
  const decision = limiter(token ? `token:${token}` : `ip:${req.socket.remoteAddress ?? ''}`);
  for (const [name, value] of Object.entries(decision.headers)) res.setHeader(name, value);
  if (!decision.allowed) return fail(429, 'ThrottlerException: Too Many Requests');

  const read = await readBody(req, config.maxBodyBytes);
  switch (read.kind) {
    case 'aborted':
      return { kind: 'silent' };
    case 'unsupported':
    case 'too-large': {
      // Reading stopped mid-body: the rest of the stream cannot be reused for another request.
      const headers = read.overflowed ? { Connection: 'close' } : undefined;
      if (read.kind === 'unsupported') return fail(415, read.message, 'other', headers);
      return fail(413, 'request entity too large', 'other', headers);
    }
    case 'malformed':
      return fail(400, read.message);
    case 'none':
    case 'json':
      break;
    default:
      return read satisfies never;
  }

  const method = req.method ?? 'GET';
  const pathname = pathnameOf(req.url);
  const match = route(method, pathname);
  if (!match) return fail(404, `Cannot ${method} ${pathname}`);
  const key: OperationNumber = match.key;
  const op = config.operations[key];
  if (!op) return fail(404, `Cannot ${method} ${pathname}`);

  let principal: Principal = authenticate(req.headers.authorization, config.tokens);
  for (const fault of config.faults) principal = fault.authenticate?.(key, principal) ?? principal;
  if (op.auth === 'required' && principal.kind !== 'tenant') {
    const challenge = challenges[principal.kind];
    return fail(401, challenge.message, 'other', { 'WWW-Authenticate': challenge.header });
  }

  const outcome = dispatch({
    key,
    op,
    tenantId: principal.kind === 'tenant' ? principal.tenantId : undefined,
    rawParam: match.param,
    body: read.kind === 'json' ? read.value : undefined,
    config,
  });
  const delay = config.regressions.reduce((sum, r) => sum + (r.delayMs?.(key) ?? 0), 0);
  if (delay > 0) await sleep(delay);
  return outcome;
}

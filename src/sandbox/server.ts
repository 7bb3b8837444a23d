/**
 * @module The sandbox's request pipeline, in the order a NestJS app on Express runs it: rate limit
 * (global middleware) → JSON body parsing (global middleware: 415, 413, malformed 400) → routing (404
 * `Cannot METHOD /path`) → auth guard (401) → operation dispatch (see `dispatch.ts`). Faults hook in
 * at fixed points; with none, no input yields a 5xx.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate, bearerToken, challenges, type Principal, type Tokens } from './auth.ts';
import { dispatch } from './dispatch.ts';
import type { Fault } from './faults/fault.ts';
import { fail, type Outcome } from './http/outcome.ts';
import { readBody } from './http/read-body.ts';
import { createResponder } from './http/responder.ts';
import { createRouter, pathnameOf } from './http/router.ts';
import { type OperationNumber, operationNumbers, operations } from './operations/index.ts';
import type { OperationSpec } from './operations/operation-spec.ts';
import { createRateLimiter, type RateLimitConfig } from './rate-limit.ts';
import type { SandboxState } from './state/sandbox-state.ts';

export interface ServerConfig {
  readonly tokens: Tokens;
  readonly state: SandboxState;
  readonly faults: readonly Fault[];
  readonly rateLimit: RateLimitConfig;
  readonly maxBodyBytes: number;
}

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

const route = createRouter(operationNumbers.map((key) => ({ key, ...operations[key] })));

export function createRequestListener(config: ServerConfig): RequestListener {
  const limiter = createRateLimiter(config.rateLimit);
  const reply = createResponder(config.faults);
  return (req, res) => {
    handle(req, res, config, limiter).then(
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
  const op: OperationSpec = operations[key];

  let principal: Principal = authenticate(req.headers.authorization, config.tokens);
  for (const fault of config.faults) principal = fault.authenticate?.(key, principal) ?? principal;
  if (op.auth === 'required' && principal.kind !== 'tenant') {
    const challenge = challenges[principal.kind];
    return fail(401, challenge.message, 'other', { 'WWW-Authenticate': challenge.header });
  }

  return dispatch({
    key,
    op,
    tenantId: principal.kind === 'tenant' ? principal.tenantId : undefined,
    rawParam: match.param,
    body: read.kind === 'json' ? read.value : undefined,
    config,
  });
}

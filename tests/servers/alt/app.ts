/**
 * @module Builds the alt server's fastify app from its rules table: one route per operation, a
 * fixed-window limiter on every request, bearer auth on every route, ids checked before the body.
 * The ajv body schema is the published request truth (unknown fields allowed and not stripped);
 * case-insensitive enums are folded to their canonical value before ajv sees them.
 */
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { FixedWindow, type RateLimitOptions } from '../shared/fixed-window.ts';
import type { Applied } from '../shared/regression.ts';
import { requestTruth } from '../shared/request-truth.ts';
import { RESPONDERS } from '../shared/responders.ts';
import type { BodyRule, OperationNumber, OperationRule } from '../shared/rules.ts';
import { bearerToken, type Tenant, type TenantDirectory } from '../shared/tenants.ts';
import { sendError, sendProblem } from './problem.ts';

/**
 * How a 429 says when to come back: `Retry-After` (default), an unfamiliar `X-Quota-Wait-Ms`
 * (milliseconds, no Retry-After), or nothing at all.
 */
export type RateLimitWait = 'retry-after' | 'quota-wait-ms' | 'none';

/** `rules` is the table served (rewritten by any regressions); routes and schemas read it. */
export interface AltAppOptions extends Applied<OperationRule> {
  readonly rateLimit: RateLimitOptions | false;
  readonly maxBodyBytes: number;
  readonly rateLimitWait: RateLimitWait;
}

const SCHEMA_DIALECT = { enumCaseInsensitive: false, additionalProperties: true } as const;

export function buildAltApp(options: AltAppOptions, tenants: TenantDirectory): FastifyInstance {
  const tenantOf = new WeakMap<FastifyRequest, Tenant>();
  const limiter = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
  const notFound = (_r: unknown, reply: Parameters<typeof sendProblem>[0]) =>
    sendProblem(reply, 404, 'No such resource');
  const app = Fastify({
    logger: false,
    bodyLimit: options.maxBodyBytes,
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false, allErrors: true },
    },
    frameworkErrors: (_error, request, reply) => notFound(request, reply),
  });
  // Only JSON is accepted: without this, fastify would parse text/plain bodies into strings.
  app.removeContentTypeParser(['text/plain', 'application/json']);
  // An empty JSON body counts as no body, so a bodiless DELETE with a JSON content type succeeds.
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  app.setErrorHandler((error, _request, reply) => sendError(reply, error));
  app.setNotFoundHandler(notFound);

  app.addHook('onRequest', async (request, reply) => {
    const tenant = tenants.byToken(bearerToken(request.headers.authorization));
    if (tenant !== undefined) tenantOf.set(request, tenant);
    const verdict = limiter?.hit(tenant?.name ?? 'anonymous');
    if (verdict === undefined || verdict.allowed) return;
    if (options.rateLimitWait === 'retry-after')
      reply.header('retry-after', String(verdict.retryAfterSeconds));
    if (options.rateLimitWait === 'quota-wait-ms')
      reply.header('x-quota-wait-ms', String(Math.max(1, verdict.resetAt - Date.now())));
    return sendProblem(reply, 429, `Rate limit of ${verdict.limit} requests exceeded`);
  });

  for (const [op, rule] of Object.entries(options.rules) as [OperationNumber, OperationRule][]) {
    const param = /\{(\w+)\}/.exec(rule.path)?.[1];
    const idOf = (request: FastifyRequest) =>
      param === undefined ? undefined : (request.params as Record<string, string | undefined>)[param];
    const request = requestTruth(rule.body, SCHEMA_DIALECT);
    app.route({
      method: rule.method,
      url: rule.path.replace(/\{(\w+)\}/g, ':$1'),
      ...(request === undefined ? {} : { schema: { body: { type: 'object', ...request } } }),
      onRequest: async (request, reply) => {
        if (!tenantOf.has(request)) return sendProblem(reply, 403, 'A valid bearer token is required');
      },
      preValidation: async (request, reply) => {
        const tenant = tenantOf.get(request);
        const id = idOf(request);
        if (
          rule.idKind !== undefined &&
          (tenant === undefined || id === undefined || !tenants.owns(tenant, rule.idKind, id))
        ) {
          return sendProblem(reply, 404, 'No such resource');
        }
        foldEnums(request.body, rule.body);
      },
      handler: async (request, reply) => {
        const body = request.body;
        const found = RESPONDERS[op]({ tenant: tenantOf.get(request), tenants, id: idOf(request), body });
        const result = options.respond(op, found);
        if (rule.successStatus === 204) return reply.code(204).send();
        return reply.code(rule.successStatus).send({ data: result });
      },
    });
  }
  return app;
}

/** A string that matches an enum value up to case becomes the canonical (lower-case) value. */
function foldEnums(body: unknown, rule: BodyRule): void {
  if (rule.kind !== 'object' || typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const record = body as Record<string, unknown>;
  for (const [name, field] of Object.entries(rule.fields)) {
    const value = record[name];
    if (field.type !== 'enum' || !Object.hasOwn(record, name) || typeof value !== 'string') continue;
    const canonical = field.values.find((allowed) => allowed.toLowerCase() === value.toLowerCase());
    if (canonical !== undefined) record[name] = canonical;
  }
}

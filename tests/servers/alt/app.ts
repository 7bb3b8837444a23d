/**
 * @module Builds the alt server's fastify app from its rules table: one route per operation, a
 * fixed-window limiter on every request, bearer auth on every route, ids checked before the body.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { FixedWindow } from '../shared/fixed-window.ts';
import { RESPONDERS } from '../shared/responders.ts';
import type { OperationNumber, OperationRule } from '../shared/rules.ts';
import { bearerToken, type Tenant, type TenantDirectory } from '../shared/tenants.ts';
import { foldEnums } from './fold-enums.ts';
import type { ResolvedAltOptions } from './options.ts';
import { problem } from './problem.ts';
import { bodySchema } from './schema.ts';
import { problemFromError, sendProblem } from './send-problem.ts';

export function buildAltApp(options: ResolvedAltOptions, tenants: TenantDirectory): FastifyInstance {
  const tenantOf = new WeakMap<FastifyRequest, Tenant>();
  const limiter = options.rateLimit === false ? undefined : new FixedWindow(options.rateLimit);
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
    frameworkErrors: (_error, _request, reply) => {
      sendProblem(reply, problem('not-found', 404, 'No such resource'));
    },
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
  app.setErrorHandler((error, _request, reply) => sendProblem(reply, problemFromError(error)));
  app.setNotFoundHandler((_request, reply) =>
    sendProblem(reply, problem('not-found', 404, 'No such resource')),
  );

  app.addHook('onRequest', async (request, reply) => {
    const tenant = tenants.byToken(bearerToken(request.headers.authorization));
    if (tenant !== undefined) tenantOf.set(request, tenant);
    const verdict = limiter?.hit(tenant?.name ?? 'anonymous');
    if (verdict === undefined || verdict.allowed) return;
    if (options.rateLimitWait === 'retry-after')
      reply.header('retry-after', String(verdict.retryAfterSeconds));
    if (options.rateLimitWait === 'quota-wait-ms')
      reply.header('x-quota-wait-ms', String(Math.max(1, verdict.resetAt - Date.now())));
    return sendProblem(
      reply,
      problem('rate-limited', 429, `Rate limit of ${verdict.limit} requests exceeded`),
    );
  });

  const requireTenant = async (request: FastifyRequest, reply: FastifyReply) => {
    if (tenantOf.has(request)) return;
    return sendProblem(reply, problem('forbidden', 403, 'A valid bearer token is required'));
  };

  for (const [op, rule] of Object.entries(options.rules) as [OperationNumber, OperationRule][]) {
    const param = /\{(\w+)\}/.exec(rule.path)?.[1];
    const idOf = (request: FastifyRequest) =>
      param === undefined ? undefined : (request.params as Record<string, string | undefined>)[param];
    const schema = bodySchema(rule.body);
    app.route({
      method: rule.method,
      url: rule.path.replace(/\{(\w+)\}/g, ':$1'),
      ...(schema === undefined ? {} : { schema: { body: schema } }),
      onRequest: requireTenant,
      preValidation: async (request, reply) => {
        const tenant = tenantOf.get(request);
        const id = idOf(request);
        if (
          rule.idKind !== undefined &&
          (tenant === undefined || id === undefined || !tenants.owns(tenant, rule.idKind, id))
        ) {
          return sendProblem(reply, problem('not-found', 404, 'No such resource'));
        }
        foldEnums(request.body, rule.body);
      },
      handler: async (request, reply) => {
        const result = options.respond(
          op,
          RESPONDERS[op]({
            tenant: tenantOf.get(request),
            tenants,
            id: idOf(request),
            body: request.body,
          }),
        );
        if (rule.successStatus === 204) return reply.code(204).send();
        return reply.code(rule.successStatus).send({ data: result });
      },
    });
  }
  return app;
}

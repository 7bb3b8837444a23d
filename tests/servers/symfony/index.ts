/**
 * @module The Symfony test server (written blind): `node:http` dressed as a Symfony 7 API behind
 * nginx. `#[MapRequestPayload]` DTOs with Validator attributes (422 problem+json, type errors
 * before constraint violations), an `access_token` firewall (empty 401s; 8 and 18 public), the
 * RateLimiter's `X-RateLimit-*` headers and 429, `Requirement::UUID` ids (UUID v7), a Doctrine
 * tenant filter (another tenant's record is a 404), `#[IsGranted('ROLE_BILLING')]` on payments,
 * HTML error pages off-route unless JSON is asked for, nginx's 413 past `client_max_body_size 1m`.
 */
import { randomBytes } from 'node:crypto';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { keySequences, type ModelServerOptions } from '../shared/model-server.ts';
import { modelOperationTruths } from '../shared/model-truth.ts';
import { readBody } from '../shared/read-body.ts';
import { limiterOf, serve, startSchemaServer } from '../shared/schema-serve.ts';
import { symfonyPipeline } from './handler.ts';
import { SYMFONY_RULES } from './rules.ts';

export { SYMFONY_RULES } from './rules.ts';

/** A time-ordered UUID v7, as `UuidV7::generate()` makes them for Doctrine ids. */
export function uuidV7(): string {
  const time = Date.now().toString(16).padStart(12, '0');
  const random = randomBytes(10);
  random[0] = ((random[0] ?? 0) & 0x0f) | 0x70;
  random[2] = ((random[2] ?? 0) & 0x3f) | 0x80;
  const hex = random.toString('hex');
  return `${time.slice(0, 8)}-${time.slice(8)}-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8)}`;
}

export const SYMFONY_TRUTH_DIALECT = {
  validationStatus: 422,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: true,
  rejectsNonObjectBodies: false,
} as const;

export function startSymfonyServer(options: ModelServerOptions = {}): Promise<ReferenceServerHandle> {
  return startSchemaServer(
    {
      defaults: { rateLimit: { limit: 120, windowSeconds: 60 }, maxBodyBytes: 1_048_576 },
      makeId: uuidV7,
      errorContentType: 'application/problem+json',
      operations: () => modelOperationTruths(SYMFONY_RULES, SYMFONY_TRUTH_DIALECT),
      handler: (resolved, tenants) => {
        const pipeline = symfonyPipeline(
          { options: resolved, tenants, newId: keySequences(1) },
          limiterOf(resolved),
        );
        return serve(async (request, response) => {
          const body = await readBody(request, resolved.maxBodyBytes);
          if (body.kind === 'aborted') return;
          if (body.kind === 'too_large') return pipeline.tooLarge(response);
          await pipeline.handle(request, response, body.bytes);
        }, pipeline.failure);
      },
    },
    options,
    {},
  );
}

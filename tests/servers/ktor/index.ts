/**
 * @module The Ktor test server (written blind): `node:http` dressed as a Ktor 2 app with
 * kotlinx.serialization (strict: unknown keys, `null` and wrong types refused one problem at a
 * time, enum values never listed, quoted numbers read), RequestValidation reasons, StatusPages
 * `{code, message, details}` bodies, `Long` ids, behind a Kong gateway with its own 401/403/404/
 * 413/429 `{"message"}` bodies and `RateLimit-*` headers (8 and 18 public at the gateway).
 * Defaults: 300 requests per minute per consumer, 128 KiB bodies.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { keySequences, type ModelServerOptions } from '../shared/model-server.ts';
import { type ModelTruthDialect, modelOperationTruth } from '../shared/model-truth.ts';
import { startSchemaServer } from '../shared/schema-serve.ts';
import { createKtorHandler } from './handler.ts';
import { KTOR_RULES } from './rules.ts';

export { KTOR_RULES } from './rules.ts';

export const KTOR_TRUTH_DIALECT: ModelTruthDialect = {
  validationStatus: 400,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: false,
  rejectsNonObjectBodies: true,
};

const operations = () =>
  Object.fromEntries(
    Object.entries(KTOR_RULES).map(([op, rule]) => {
      const truth = modelOperationTruth(rule, KTOR_TRUTH_DIALECT);
      return [op, rule.accepted ? { ...truth, successStatus: 202 } : truth];
    }),
  );

export function startKtorServer(options: ModelServerOptions = {}): Promise<ReferenceServerHandle> {
  const ids = keySequences(1001);
  return startSchemaServer(
    {
      defaults: { rateLimit: { limit: 300, windowSeconds: 60 }, maxBodyBytes: 131_072 },
      makeId: (kind) => ids(kind),
      operations,
      handler: createKtorHandler,
    },
    options,
    {},
  );
}

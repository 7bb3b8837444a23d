/**
 * @module The FastAPI test server: `node:http` dressed as a FastAPI + pydantic v2 app. 422
 * `{"detail": [{type, loc, msg, input, ctx}]}` with every error at once, lax coercions (`"12"`,
 * `12.0`, `"yes"`), `HTTPBearer`'s 403 without a token and 401 for a bad one, 403 for another
 * tenant's object, uuid path ids (`uuid_parsing`), 307 slash redirects, slowapi's `X-RateLimit-*`
 * and 429 (`1000/minute` per token), nginx's 413 past `client_max_body_size 1m`. What the truth has
 * no word for (401 for a bad token where a missing one is 403, 403 for another tenant's id,
 * pydantic's lax coercions) is in the README.
 */
import { randomUUID } from 'node:crypto';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { type ModelServerOptions, startModelServer } from '../shared/model-server.ts';
import { modelOperationTruths } from '../shared/model-truth.ts';
import { fastapiPipeline } from './handler.ts';
import { FASTAPI_RULES } from './rules.ts';

export { FASTAPI_RULES };

const DIALECT = {
  validationStatus: 422,
  noTokenStatus: 403,
  notFoundStatus: 404,
  additionalProperties: true,
  // A body parameter is a model or a dict: an array or a scalar is `model_attributes_type`.
  rejectsNonObjectBodies: true,
};

const FASTAPI = {
  defaults: { rateLimit: { limit: 1000, windowSeconds: 60 }, maxBodyBytes: 1_048_576 },
  keys: () => () => randomUUID(),
  operations: modelOperationTruths(FASTAPI_RULES, DIALECT),
  pipeline: fastapiPipeline,
};

export function startFastapiServer(options?: ModelServerOptions): Promise<ReferenceServerHandle> {
  return startModelServer(FASTAPI, options);
}

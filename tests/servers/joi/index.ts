/**
 * @module The Joi test server: `node:http` dressed as Express 4 + celebrate/Joi + passport + mongoose.
 * `express.json()` before every route (HTML 400/413), 400 celebrate bodies with the first Joi
 * message (`"primary.email" must be a valid email`), unknown keys and `''` rejected at every level,
 * ObjectId params checked before the body, 404 JSON lookups after it. express-rate-limit is off
 * unless asked for; `express.json()` takes 100 kB. Its truth is derived from its rules table: Joi
 * rejects `''` on every string and unknown keys at every level; `null` (rejected everywhere) has no
 * word in the truth.
 */
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import type { ModelServerOptions } from '../shared/model-server.ts';
import { modelOperationTruths } from '../shared/model-truth.ts';
import { startSchemaServer } from '../shared/schema-serve.ts';
import { createJoiHandler } from './handler.ts';
import { objectId } from './responders.ts';
import { JOI_RULES } from './rules.ts';

export { JOI_RULES } from './rules.ts';
/** express-rate-limit with draft-6 `RateLimit-*` headers; `false` (default) leaves it off. */
export type JoiServerOptions = ModelServerOptions;

const DIALECT = {
  validationStatus: 400,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: false,
  rejectsNonObjectBodies: true,
  emptyStringsRejected: true,
};

export function startJoiServer(options: JoiServerOptions = {}): Promise<ReferenceServerHandle> {
  const server = {
    defaults: { rateLimit: false as const, maxBodyBytes: 102_400 },
    makeId: objectId,
    handler: createJoiHandler,
    operations: () => modelOperationTruths(JOI_RULES, DIALECT),
  };
  return startSchemaServer(server, options, {});
}

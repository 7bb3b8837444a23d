/**
 * @module The Joi test server: `node:http` dressed as Express 4 + celebrate/Joi + passport + mongoose.
 * `express.json()` before every route (HTML 400/413), 400 celebrate bodies with the first Joi
 * message (`"primary.email" must be a valid email`), unknown keys and `''` rejected at every level,
 * ObjectId params checked before the body, 404 JSON lookups after it. express-rate-limit is off
 * unless asked for; `express.json()` takes 100 kB. Its truth is derived from its rules table: Joi
 * rejects `''` on every string and unknown keys at every level; `null` (rejected everywhere) has no
 * word in the truth.
 */
import type { ReferenceServerHandle, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { modelOperationTruth } from '../shared/model-truth.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';
import { TenantDirectory } from '../shared/tenants.ts';
import { createJoiHandler, type JoiServerOptions, type ResolvedJoiOptions } from './handler.ts';
import { objectId } from './responders.ts';
import { JOI_RULES } from './rules.ts';

export type { JoiServerOptions } from './handler.ts';
export { JOI_RULES } from './rules.ts';

const DIALECT = {
  validationStatus: 400,
  noTokenStatus: 401,
  notFoundStatus: 404,
  additionalProperties: false,
  rejectsNonObjectBodies: true,
  emptyStringsRejected: true,
};

function joiTruth(options: ResolvedJoiOptions): ServerTruth {
  return {
    operations: Object.fromEntries(
      Object.entries(JOI_RULES).map(([op, rule]) => [op, modelOperationTruth(rule, DIALECT)]),
    ),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json',
  };
}

export function startJoiServer(options: JoiServerOptions = {}): Promise<ReferenceServerHandle> {
  const resolved: ResolvedJoiOptions = {
    port: options.port ?? 0,
    rateLimit: options.rateLimit ?? false,
    maxBodyBytes: options.maxBodyBytes ?? 102_400,
  };
  const tenants = new TenantDirectory(objectId);
  return startOnLoopback(createJoiHandler(resolved, tenants), resolved.port, tenants, joiTruth(resolved));
}

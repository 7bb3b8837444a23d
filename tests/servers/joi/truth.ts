/**
 * @module The Joi server's published truth, derived from its rules table and start options. Joi
 * rejects `''` on every string and unknown keys at every level; `null` (rejected everywhere) has no
 * word in the truth.
 */
import type { ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { modelOperationTruth } from '../shared/model-truth.ts';
import type { ResolvedJoiOptions } from './options.ts';
import { JOI_RULES } from './rules.ts';

export function joiTruth(options: ResolvedJoiOptions): ServerTruth {
  const dialect = {
    validationStatus: 400,
    noTokenStatus: 401,
    notFoundStatus: 404,
    additionalProperties: false,
    rejectsNonObjectBodies: true,
    emptyStringsRejected: true,
  };
  return {
    operations: Object.fromEntries(
      Object.entries(JOI_RULES).map(([op, rule]) => [op, modelOperationTruth(rule, dialect)]),
    ),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json',
  };
}

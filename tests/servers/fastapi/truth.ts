/**
 * @module The FastAPI server's published truth, derived from its rules table and start options.
 * What the truth type has no word for (401 for a bad token where a missing one is 403, 403 for
 * another tenant's id, pydantic's lax coercions) is in the README.
 */
import type { ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { modelOperationTruth } from '../shared/model-truth.ts';
import type { ResolvedFastapiOptions } from './options.ts';
import { FASTAPI_RULES } from './rules.ts';

export function fastapiTruth(options: ResolvedFastapiOptions): ServerTruth {
  const dialect = {
    validationStatus: 422,
    noTokenStatus: 403,
    notFoundStatus: 404,
    additionalProperties: true,
    // A body parameter is a model or a dict: an array or a scalar is `model_attributes_type`.
    rejectsNonObjectBodies: true,
  };
  return {
    operations: Object.fromEntries(
      Object.entries(FASTAPI_RULES).map(([op, rule]) => [op, modelOperationTruth(rule, dialect)]),
    ),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json',
  };
}

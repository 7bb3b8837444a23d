/**
 * @module The Rails server's published truth, derived from its rules table and start options.
 */
import type { ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { modelOperationTruth } from '../shared/model-truth.ts';
import type { ResolvedRailsOptions } from './options.ts';
import { RAILS_RULES } from './rules.ts';

export function railsTruth(options: ResolvedRailsOptions): ServerTruth {
  const dialect = {
    validationStatus: 422,
    noTokenStatus: 401,
    notFoundStatus: 404,
    additionalProperties: true,
    // An array or a scalar body lands in `params[:_json]`: nothing is rejected but by field rules.
    rejectsNonObjectBodies: false,
  };
  return {
    operations: Object.fromEntries(
      Object.entries(RAILS_RULES).map(([op, rule]) => [op, modelOperationTruth(rule, dialect)]),
    ),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json',
  };
}

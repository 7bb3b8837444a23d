/**
 * @module The ASP.NET server's published truth, derived from its rules table and start options.
 * With `auth: 'api-key'` the truth names the header (`credentialHeader: 'X-Api-Key'`): a client
 * that can only send `Authorization: Bearer` is refused (401) on every non-anonymous operation.
 */
import type { ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { modelOperationTruth } from '../shared/model-truth.ts';
import type { ResolvedAspNetOptions } from './options.ts';
import { ASPNET_RULES } from './rules.ts';

export function aspNetTruth(options: ResolvedAspNetOptions): ServerTruth {
  const dialect = {
    validationStatus: 400,
    noTokenStatus: 401,
    notFoundStatus: 404,
    additionalProperties: true,
    rejectsNonObjectBodies: true,
  };
  return {
    operations: Object.fromEntries(
      Object.entries(ASPNET_RULES).map(([op, rule]) => [op, modelOperationTruth(rule, dialect)]),
    ),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/problem+json',
    ...(options.auth === 'api-key' ? { credentialHeader: 'X-Api-Key' } : {}),
  };
}

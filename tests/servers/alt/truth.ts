/**
 * @module The alt server's published truth, derived from its rules table and start options.
 */
import type { OperationTruth, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { requestTruth } from '../shared/request-truth.ts';
import type { OperationRule } from '../shared/rules.ts';
import type { ResolvedAltOptions } from './options.ts';
import { PROBLEM_CONTENT_TYPE } from './problem.ts';

const DIALECT = { enumCaseInsensitive: true, additionalProperties: true } as const;

export function altOperationTruth(rule: OperationRule): OperationTruth {
  const request = requestTruth(rule.body, DIALECT);
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' ? { noTokenStatus: 403 } : {}),
    successStatus: rule.successStatus,
    ...(request === undefined ? {} : { validationStatus: 422, request }),
    ...(rule.idKind === undefined ? {} : { notFoundStatus: 404 }),
    ...(rule.body.kind === 'ignored' ? { getBody: 'ignored' as const } : {}),
    ...(rule.successStatus === 204 ? {} : { responseFields: { data: { type: 'object', required: true } } }),
  };
}

export function altTruth(options: ResolvedAltOptions): ServerTruth {
  return {
    operations: Object.fromEntries(
      Object.entries(options.rules).map(([op, rule]) => [op, altOperationTruth(rule)]),
    ),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: PROBLEM_CONTENT_TYPE,
  };
}

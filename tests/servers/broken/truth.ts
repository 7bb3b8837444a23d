/**
 * @module The broken server's published truth: its healthy behaviour, derived from its rules table
 * and options (hapi conventions: 400 Joi errors, 401 with a Bearer challenge, 404 for unknown or
 * foreign ids after validation, `{status, data}` on success). The handle's `broken` field lists
 * the operations a breakage replaces.
 */
import type { OperationTruth, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { requestTruth } from '../shared/request-truth.ts';
import type { OperationRule } from '../shared/rules.ts';
import type { ResolvedBrokenOptions } from './options.ts';
import { BROKEN_SERVER_RULES } from './rules.ts';

const DIALECT = { enumCaseInsensitive: false, additionalProperties: false } as const;

function operationTruth(rule: OperationRule): OperationTruth {
  const request = requestTruth(rule.body, DIALECT);
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' ? { noTokenStatus: 401 } : {}),
    successStatus: rule.successStatus,
    ...(request === undefined ? {} : { validationStatus: 400, request }),
    ...(rule.idKind === undefined ? {} : { notFoundStatus: 404 }),
    ...(rule.method === 'GET' && rule.body.kind !== 'none'
      ? { getBody: rule.body.kind === 'object' ? ('honored' as const) : ('ignored' as const) }
      : {}),
    responseFields: {
      status: { type: 'string', required: true },
      data: { type: 'object', required: true },
    },
  };
}

export function brokenServerTruth(options: ResolvedBrokenOptions): ServerTruth {
  return {
    operations: Object.fromEntries(
      Object.entries(BROKEN_SERVER_RULES).map(([op, rule]) => [op, operationTruth(rule)]),
    ),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json; charset=utf-8',
  };
}

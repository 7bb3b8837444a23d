/**
 * @module The terse server's published truth, derived from its rules table and start options.
 */
import type { OperationTruth, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { requestTruth } from '../shared/request-truth.ts';
import type { ResolvedTerseOptions } from './options.ts';
import type { TerseRule } from './rules.ts';

const DIALECT = { enumCaseInsensitive: false, additionalProperties: false } as const;

export function terseOperationTruth(rule: TerseRule): OperationTruth {
  const request = requestTruth(rule.body, DIALECT);
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' ? { noTokenStatus: 401 } : {}),
    successStatus: rule.successStatus,
    ...(request === undefined ? {} : { validationStatus: rule.validationStatus ?? 400, request }),
    ...(rule.idKind === undefined ? {} : { notFoundStatus: rule.notFoundStatus ?? 404 }),
    ...(rule.method === 'GET' && rule.body.kind === 'object' ? { getBody: 'honored' as const } : {}),
    responseFields: {
      success: { type: 'boolean', required: true },
      result: { type: 'object', required: true },
    },
  };
}

export function terseTruth(options: ResolvedTerseOptions): ServerTruth {
  return {
    operations: Object.fromEntries(
      Object.entries(options.rules).map(([op, rule]) => [op, terseOperationTruth(rule)]),
    ),
    ...(options.rateLimit === false ? {} : { rateLimit: { ...options.rateLimit } }),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json',
  };
}

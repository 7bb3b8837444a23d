/**
 * @module The legacy server's published truth, derived from its rules table: every status is 200
 * (failures are told apart by `success: false`), except operation 5's 409 validation answers.
 * Silent closed sets are published as `enum` like any other (the truth type has no "never listed"
 * flag): what the server accepts, not what it says.
 */
import type { OperationTruth, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { requestTruth } from '../shared/request-truth.ts';
import type { ResolvedLegacyOptions } from './options.ts';
import { LEGACY_RULES, type LegacyRule } from './rules.ts';

const DIALECT = { enumCaseInsensitive: false, additionalProperties: true } as const;

export function legacyOperationTruth(rule: LegacyRule): OperationTruth {
  const request = requestTruth(rule.body, DIALECT);
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' ? { noTokenStatus: 200 } : {}),
    successStatus: 200,
    ...(request === undefined ? {} : { validationStatus: rule.validationStatus ?? 200, request }),
    ...(rule.idKind === undefined ? {} : { notFoundStatus: 200 }),
    ...(rule.method === 'GET' && rule.body.kind !== 'none'
      ? { getBody: rule.body.kind === 'object' ? ('honored' as const) : ('ignored' as const) }
      : {}),
    responseFields: {
      success: { type: 'boolean', required: true },
      data: { type: rule.method === 'DELETE' ? 'null' : 'object', required: true },
    },
  };
}

export function legacyTruth(options: ResolvedLegacyOptions): ServerTruth {
  return {
    operations: Object.fromEntries(
      Object.entries(LEGACY_RULES).map(([op, rule]) => [op, legacyOperationTruth(rule)]),
    ),
    maxBodyBytes: options.maxBodyBytes,
    errorContentType: 'application/json',
  };
}

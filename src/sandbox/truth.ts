/**
 * @module Derives the published `ServerTruth` from the operation table and the options, so what the
 * sandbox claims and what it enforces come from the same rows.
 */
import { type OperationTable, operations } from './operations/index.ts';
import type { OperationSpec } from './operations/operation-spec.ts';
import type { RateLimitConfig } from './rate-limit.ts';
import type { FieldTruth, OperationTruth, RequestTruth, ServerTruth } from './server-truth.ts';
import type { BodyFields, FieldRule } from './validation/field-rule.ts';

/** Drops keys whose value is undefined, so absent facts stay absent in the truth. */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export function fieldTruth(rule: FieldRule): FieldTruth {
  switch (rule.type) {
    case 'string':
      return compact({
        type: 'string',
        enum: rule.enum,
        // `uuid` has no place in FieldTruth; the README lists where it is enforced.
        format: rule.format === 'email' ? 'email' : undefined,
        minLength: rule.minLength,
        maxLength: rule.maxLength,
      });
    case 'number':
    case 'integer':
      return compact({ type: rule.type, minimum: rule.minimum, maximum: rule.maximum });
    case 'boolean':
    case 'array':
    case 'object':
      return { type: rule.type };
    default:
      return rule satisfies never;
  }
}

export function requestTruth(fields: BodyFields): RequestTruth {
  const entries = Object.entries(fields);
  return {
    properties: Object.fromEntries(entries.map(([name, rule]) => [name, fieldTruth(rule)])),
    required: entries.filter(([, rule]) => rule.required).map(([name]) => name),
    additionalProperties: false,
  };
}

export function operationTruth(op: OperationSpec): OperationTruth {
  return compact({
    method: op.method,
    path: op.path,
    auth: op.auth,
    noTokenStatus: op.auth === 'required' ? 401 : undefined,
    successStatus: op.successStatus,
    validationStatus: op.body ? 400 : undefined,
    notFoundStatus: op.param ? 404 : undefined,
    getBody: op.method === 'GET' && op.body ? 'honored' : undefined,
    request: op.body ? requestTruth(op.body) : undefined,
    responseFields: op.response,
  });
}

export interface TruthConfig {
  readonly rateLimit: RateLimitConfig;
  readonly maxBodyBytes: number;
  /** The table served (rewritten by regressions); the sandbox's own by default. */
  readonly operations?: OperationTable;
}

export function buildTruth(config: TruthConfig): ServerTruth {
  const table: OperationTable = config.operations ?? operations;
  const ops = Object.fromEntries(
    Object.entries(table).map(([n, op]) => [n, operationTruth(op as OperationSpec)]),
  ) as Record<string, OperationTruth>;
  return {
    operations: ops,
    rateLimit: { limit: config.rateLimit.limit, windowSeconds: config.rateLimit.windowSeconds },
    maxBodyBytes: config.maxBodyBytes,
    errorContentType: 'application/json',
  };
}

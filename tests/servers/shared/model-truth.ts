/**
 * @module Derives the published truth of a model-validating server from its rules table, so what
 * it claims and what its validator does cannot drift apart. Required strings reject blanks, so
 * their truth has `minLength` ≥ 1 (but e-mail addresses, non-empty by format); objects with fields publish them one level down.
 */
import type { FieldTruth, OperationTruth, RequestTruth } from '../../../src/sandbox/server-truth.ts';
import type { ModelBody, ModelField, ModelFields, ModelOperation } from './model-rules.ts';

export interface ModelTruthDialect {
  readonly validationStatus: number;
  readonly noTokenStatus: number;
  readonly notFoundStatus: number;
  /** Whether unknown fields (top level and nested) are ignored. */
  readonly additionalProperties: boolean;
  /** Operations with a body but no field rule can still reject a non-object body (ASP.NET). */
  readonly rejectsNonObjectBodies: boolean;
  /** `''` is rejected on optional strings too (Joi), so every plain string has `minLength` ≥ 1. */
  readonly emptyStringsRejected?: boolean;
}

export function modelFieldTruth(field: ModelField, dialect: ModelTruthDialect): FieldTruth {
  switch (field.type) {
    case 'string': {
      if (field.oneOf !== undefined) {
        return {
          type: 'string',
          enum: field.oneOf,
          ...(field.caseInsensitive ? { enumCaseInsensitive: true } : {}),
        };
      }
      // A blank required string is rejected; for an address, the format already says non-empty.
      const nonEmpty = (field.required || dialect.emptyStringsRejected) && !field.email;
      const minLength = nonEmpty ? Math.max(1, field.minLength ?? 0) : field.minLength;
      return {
        type: 'string',
        ...(minLength === undefined ? {} : { minLength }),
        ...(field.maxLength === undefined ? {} : { maxLength: field.maxLength }),
        ...(field.email ? { format: 'email' as const } : {}),
      };
    }
    case 'integer':
    case 'number':
      return {
        type: field.type,
        ...(field.minimum === undefined ? {} : { minimum: field.minimum }),
        ...(field.maximum === undefined ? {} : { maximum: field.maximum }),
      };
    case 'boolean':
    case 'array':
      return { type: field.type };
    case 'object':
      return field.fields === undefined
        ? { type: 'object' }
        : { type: 'object', ...objectTruth(field.fields, dialect) };
    default:
      return field satisfies never;
  }
}

function objectTruth(fields: ModelFields, dialect: ModelTruthDialect): RequestTruth {
  return {
    properties: Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [name, modelFieldTruth(field, dialect)]),
    ),
    required: Object.entries(fields)
      .filter(([, field]) => field.required)
      .map(([name]) => name),
    additionalProperties: dialect.additionalProperties,
  };
}

/** Whether anything in a body can be rejected by validation. */
function validates(body: ModelBody, dialect: ModelTruthDialect): boolean {
  return body.kind === 'object' && (Object.keys(body.fields).length > 0 || dialect.rejectsNonObjectBodies);
}

export function modelOperationTruth(rule: ModelOperation, dialect: ModelTruthDialect): OperationTruth {
  const { body } = rule;
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' ? { noTokenStatus: dialect.noTokenStatus } : {}),
    successStatus: rule.successStatus,
    ...(validates(body, dialect) ? { validationStatus: dialect.validationStatus } : {}),
    ...(body.kind === 'object' ? { request: objectTruth(body.fields, dialect) } : {}),
    ...(rule.idKind === undefined ? {} : { notFoundStatus: dialect.notFoundStatus }),
    ...(rule.method === 'GET' && body.kind !== 'none'
      ? { getBody: body.kind === 'ignored' ? ('ignored' as const) : ('honored' as const) }
      : {}),
    ...(rule.response === undefined ? {} : { responseFields: rule.response }),
  };
}

/** Each row's truth, for a table already in the shared vocabulary. */
export function modelOperationTruths(
  rules: Readonly<Record<string, ModelOperation>>,
  dialect: ModelTruthDialect,
): Record<string, OperationTruth> {
  return Object.fromEntries(
    Object.entries(rules).map(([op, rule]) => [op, modelOperationTruth(rule, dialect)]),
  );
}

/**
 * @module The spring server's truth, derived from its rules.
 */
import type {
  FieldTruth,
  OperationTruth,
  ServerTruth,
  TruthFieldType,
} from '../../../src/sandbox/server-truth.ts';
import { SPRING_RULES, type SpringField, type SpringRule } from './rules.ts';

function fieldTruth(f: SpringField): FieldTruth {
  switch (f.type) {
    case 'string':
      return {
        type: 'string',
        ...(f.min !== undefined && { minLength: f.min }),
        ...(f.max !== undefined && { maxLength: f.max }),
        ...(f.email && { format: 'email' as const }),
      };
    case 'enum':
      return { type: 'string', enum: f.values };
    case 'int':
    case 'double':
      return {
        type: f.type === 'int' ? 'integer' : 'number',
        ...(f.min !== undefined && { minimum: f.min }),
        ...(f.max !== undefined && { maximum: f.max }),
      };
    case 'boolean':
      return { type: 'boolean' };
    default:
      return f satisfies never;
  }
}

function operationTruth(rule: SpringRule): OperationTruth {
  const fields = rule.fields;
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' && { noTokenStatus: 401 }),
    successStatus: rule.successStatus,
    ...(fields !== undefined && {
      validationStatus: 400,
      request: {
        properties: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, fieldTruth(f)])),
        required: Object.entries(fields)
          .filter(([, f]) => f.notNull)
          .map(([k]) => k),
        additionalProperties: true,
      },
    }),
    ...(rule.idKind !== undefined && { notFoundStatus: 404 }),
    ...(rule.method === 'GET' && fields !== undefined && { getBody: 'honored' as const }),
    ...(rule.response !== undefined && {
      responseFields: Object.fromEntries(
        Object.entries(rule.response).map(([k, type]) => [
          k,
          { type: type as TruthFieldType, required: true },
        ]),
      ),
    }),
  };
}

export function springTruth(): ServerTruth {
  return {
    operations: Object.fromEntries(Object.entries(SPRING_RULES).map(([n, r]) => [n, operationTruth(r)])),
    errorContentType: 'application/json',
  };
}

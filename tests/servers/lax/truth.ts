/**
 * @module The lax server's truth, derived from its rules.
 */
import type { FieldTruth, OperationTruth, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import { LAX_RULES, type LaxField, type LaxRule } from './rules.ts';

function fieldTruth(f: LaxField): FieldTruth {
  switch (f.type) {
    case 'string':
      return {
        type: 'string',
        ...(f.minLength !== undefined && { minLength: f.minLength }),
        ...(f.maxLength !== undefined && { maxLength: f.maxLength }),
        ...(f.email && { format: 'email' as const }),
      };
    case 'enum':
      return { type: 'string', enum: f.values };
    case 'integer':
    case 'number':
      return {
        type: f.type,
        ...(f.minimum !== undefined && { minimum: f.minimum }),
        ...(f.maximum !== undefined && { maximum: f.maximum }),
      };
    case 'boolean':
      return { type: 'boolean' };
    default:
      return f satisfies never;
  }
}

function operationTruth(rule: LaxRule): OperationTruth {
  const fields = rule.fields;
  return {
    method: rule.method,
    path: rule.path,
    auth: rule.auth,
    ...(rule.auth === 'required' && { noTokenStatus: 401 }),
    successStatus: rule.successStatus,
    ...(fields !== undefined && {
      validationStatus: 422,
      request: {
        properties: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, fieldTruth(f)])),
        required: rule.required ?? [],
        additionalProperties: true,
      },
    }),
    ...(rule.idKind !== undefined && { notFoundStatus: 404 }),
    ...(rule.method === 'GET' && fields !== undefined && { getBody: 'honored' as const }),
    ...(rule.response !== undefined && {
      responseFields: Object.fromEntries(
        Object.entries(rule.response).map(([k, [type, required]]) => [k, { type, required }]),
      ),
    }),
  };
}

export function laxTruth(): ServerTruth {
  return {
    operations: Object.fromEntries(Object.entries(LAX_RULES).map(([n, r]) => [n, operationTruth(r)])),
    errorContentType: 'application/json',
  };
}

/**
 * @module The blind-go server's published truth, derived from its compiled structs. Go's zero-value
 * semantics are folded in (a `required` int rejects 0, a `required` string rejects ""), and a field
 * whose behaviour `FieldTruth` cannot state (an optional non-pointer `min=2` string accepts "" but not
 * "a") makes this module throw at load time, so the table cannot hold one.
 */
import type { FieldTruth, OperationTruth, RequestTruth } from '../../../src/sandbox/server-truth.ts';
import { defined } from '../shared/schema-serve.ts';
import { GO_OPERATIONS } from './router.ts';
import type { GoField, GoOperationRule, GoStruct, GoTag } from './vocabulary.ts';

function param(field: GoField, name: 'min' | 'max' | 'len'): number | undefined {
  const tag = field.tags.find((t): t is Extract<GoTag, { param: number }> => t.tag === name);
  return tag?.param;
}

function has(field: GoField, name: GoTag['tag']): boolean {
  return field.tags.some((tag) => tag.tag === name);
}

function indescribable(field: GoField, why: string): never {
  throw new Error(`${field.name} \`binding:"${field.binding}"\`: ${why}; the truth could not state it`);
}

export function goFieldTruth(field: GoField): FieldTruth {
  const required = has(field, 'required');
  const min = param(field, 'min');
  const max = param(field, 'max');
  const len = param(field, 'len');
  const oneof = field.tags.find((tag) => tag.tag === 'oneof');
  const zeroFails =
    (min !== undefined && min > 0) || len !== undefined || oneof !== undefined || has(field, 'email');
  if (!required && field.pointer && field.tags.length > 0 && !has(field, 'omitempty'))
    indescribable(field, 'a nil pointer fails its first tag');
  if (!required && !field.pointer && (zeroFails || (max !== undefined && max < 0)))
    indescribable(field, 'the zero value (sent or absent) is judged unlike its neighbours');

  switch (field.type) {
    case 'string': {
      if (oneof !== undefined) return { type: 'string', enum: oneof.values };
      if (has(field, 'email')) return { type: 'string', format: 'email', ...defined({ maxLength: max }) };
      // `required` rejects "" only when the field is a value, not a pointer.
      const floor = required && !field.pointer ? 1 : 0;
      const minLength = Math.max(len ?? min ?? 0, floor);
      return { type: 'string', ...defined({ minLength: minLength || undefined, maxLength: len ?? max }) };
    }
    case 'int':
    case 'int64': {
      if (required && !field.pointer && (min === undefined || min < 0))
        indescribable(field, '0 is rejected as missing while negative numbers pass');
      const minimum = required && !field.pointer ? Math.max(min ?? 0, 1) : min;
      return { type: 'integer', ...defined({ minimum, maximum: max }) };
    }
    case 'bool':
      if (required && !field.pointer) indescribable(field, '`required` rejects false');
      return { type: 'boolean' };
    case '[]int64':
      return { type: 'array' };
    case 'map[string]interface {}':
      return { type: 'object' };
    default:
      return field.type satisfies never;
  }
}

export function goRequestTruth(struct: GoStruct): RequestTruth {
  return {
    properties: Object.fromEntries(struct.fields.map((field) => [field.json, goFieldTruth(field)])),
    required: struct.fields.filter((field) => has(field, 'required')).map((field) => field.json),
    // encoding/json skips keys that match no field.
    additionalProperties: true,
  };
}

export function goOperationTruth(rule: GoOperationRule, struct: GoStruct | undefined): OperationTruth {
  return {
    method: rule.method,
    path: rule.path,
    auth: 'required',
    noTokenStatus: 401,
    successStatus: 200,
    ...(struct === undefined ? {} : { validationStatus: 400, request: goRequestTruth(struct) }),
    ...(rule.idKind === undefined ? {} : { notFoundStatus: 404 }),
    ...(rule.method === 'GET' && rule.body.kind !== 'none'
      ? { getBody: rule.body.kind === 'bind' ? ('honored' as const) : ('ignored' as const) }
      : {}),
    responseFields: {
      data: { type: rule.data, required: true },
      meta: { type: 'object', required: true },
    },
  };
}

/** Computed once: building it is also the load-time check of every field. */
export const GO_OPERATION_TRUTHS: Readonly<Record<string, OperationTruth>> = Object.fromEntries(
  GO_OPERATIONS.map(({ op, rule, struct }) => [op, goOperationTruth(rule, struct)]),
);

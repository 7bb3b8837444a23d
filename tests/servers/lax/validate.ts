/**
 * @module Pydantic-v2-style lax validation: every error listed as `{type, loc, msg, ctx}`; numeric
 * strings and integral floats pass as integers, "true"/"false"/0/1 as booleans; unknown fields are
 * ignored.
 */
import type { FieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { LaxOperation } from './rules.ts';

export interface LaxError {
  readonly type: string;
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly ctx?: Record<string, unknown>;
}

type Problem = Omit<LaxError, 'loc'>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const NOT_OBJECT = 'Input should be a valid dictionary or object to extract fields from';

export function validate(rule: LaxOperation, body: unknown): LaxError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [{ type: 'model_attributes_type', loc: ['body'], msg: NOT_OBJECT }];
  }
  const record = body as Record<string, unknown>;
  return Object.entries(rule.fields ?? {}).flatMap(([name, field]): LaxError[] => {
    if (!Object.hasOwn(record, name)) {
      return rule.required?.includes(name)
        ? [{ type: 'missing', loc: ['body', name], msg: 'Field required' }]
        : [];
    }
    const e = check(field, record[name]);
    return e === undefined ? [] : [{ ...e, loc: ['body', name] }];
  });
}

function bound(type: string, msg: string, ctx: Record<string, number>): Problem {
  return { type, msg, ctx };
}

function checkString(field: FieldTruth, value: unknown): Problem | undefined {
  if (field.enum !== undefined) {
    const expected = field.enum.map((v) => `'${v}'`).join(' or ');
    const ok = typeof value === 'string' && field.enum.includes(value);
    return ok ? undefined : { type: 'enum', msg: `Input should be ${expected}`, ctx: { expected } };
  }
  if (typeof value !== 'string') return { type: 'string_type', msg: 'Input should be a valid string' };
  const n = [...value].length;
  const { minLength: min, maxLength: max } = field;
  if (min !== undefined && n < min)
    return bound('string_too_short', `String should have at least ${min} characters`, { min_length: min });
  if (max !== undefined && n > max)
    return bound('string_too_long', `String should have at most ${max} characters`, { max_length: max });
  if (field.format === 'email' && !EMAIL.test(value))
    return {
      type: 'value_error',
      msg: 'value is not a valid email address: An email address must have an @-sign.',
    };
  return undefined;
}

function checkNumber(field: FieldTruth, value: unknown): Problem | undefined {
  const n = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    const type = `${field.type === 'integer' ? 'int' : 'float'}_parsing`;
    return { type, msg: `Input should be a valid ${field.type}` };
  }
  if (field.type === 'integer' && !Number.isInteger(n))
    return {
      type: 'int_from_float',
      msg: 'Input should be a valid integer, got a number with a fractional part',
    };
  const { minimum: min, maximum: max } = field;
  if (min !== undefined && n < min)
    return bound('greater_than_equal', `Input should be greater than or equal to ${min}`, { ge: min });
  if (max !== undefined && n > max)
    return bound('less_than_equal', `Input should be less than or equal to ${max}`, { le: max });
  return undefined;
}

function check(field: FieldTruth, value: unknown): Problem | undefined {
  if (field.type === 'string') return checkString(field, value);
  if (field.type === 'integer' || field.type === 'number') return checkNumber(field, value);
  return [true, false, 0, 1, 'true', 'false'].includes(value as never)
    ? undefined
    : { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' };
}

/**
 * @module Pydantic-v2-style lax validation: every error listed as `{type, loc, msg, ctx}`; numeric
 * strings and integral floats pass as integers, "true"/"false"/0/1 as booleans; unknown fields are
 * ignored.
 */
import type { LaxField, LaxRule } from './rules.ts';

export interface LaxError {
  readonly type: string;
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly ctx?: Record<string, unknown>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

export function validate(rule: LaxRule, body: unknown): LaxError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return [
      {
        type: 'model_attributes_type',
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
      },
    ];
  }
  const record = body as Record<string, unknown>;
  const errors: LaxError[] = [];
  for (const [name, field] of Object.entries(rule.fields ?? {})) {
    if (!Object.hasOwn(record, name)) {
      if (rule.required?.includes(name))
        errors.push({ type: 'missing', loc: ['body', name], msg: 'Field required' });
      continue;
    }
    const e = check(field, record[name]);
    if (e !== undefined) errors.push({ ...e, loc: ['body', name] });
  }
  return errors;
}

function check(field: LaxField, value: unknown): Omit<LaxError, 'loc'> | undefined {
  switch (field.type) {
    case 'string': {
      if (typeof value !== 'string') return { type: 'string_type', msg: 'Input should be a valid string' };
      const n = [...value].length;
      if (field.minLength !== undefined && n < field.minLength) {
        return {
          type: 'string_too_short',
          msg: `String should have at least ${field.minLength} characters`,
          ctx: { min_length: field.minLength },
        };
      }
      if (field.maxLength !== undefined && n > field.maxLength) {
        return {
          type: 'string_too_long',
          msg: `String should have at most ${field.maxLength} characters`,
          ctx: { max_length: field.maxLength },
        };
      }
      if (field.email && !EMAIL.test(value))
        return {
          type: 'value_error',
          msg: 'value is not a valid email address: An email address must have an @-sign.',
        };
      return undefined;
    }
    case 'enum':
      return typeof value === 'string' && field.values.includes(value)
        ? undefined
        : {
            type: 'enum',
            msg: `Input should be ${field.values.map((v) => `'${v}'`).join(' or ')}`,
            ctx: { expected: field.values.map((v) => `'${v}'`).join(' or ') },
          };
    case 'integer':
    case 'number': {
      const n = typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isFinite(n)) {
        return {
          type: `${field.type === 'integer' ? 'int' : 'float'}_parsing`,
          msg: `Input should be a valid ${field.type}`,
        };
      }
      if (field.type === 'integer' && !Number.isInteger(n)) {
        return {
          type: 'int_from_float',
          msg: 'Input should be a valid integer, got a number with a fractional part',
        };
      }
      if (field.minimum !== undefined && n < field.minimum) {
        return {
          type: 'greater_than_equal',
          msg: `Input should be greater than or equal to ${field.minimum}`,
          ctx: { ge: field.minimum },
        };
      }
      if (field.maximum !== undefined && n > field.maximum) {
        return {
          type: 'less_than_equal',
          msg: `Input should be less than or equal to ${field.maximum}`,
          ctx: { le: field.maximum },
        };
      }
      return undefined;
    }
    case 'boolean':
      return [true, false, 0, 1, 'true', 'false'].includes(value as never)
        ? undefined
        : { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' };
    default:
      return field satisfies never;
  }
}

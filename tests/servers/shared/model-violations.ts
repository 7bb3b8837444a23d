/**
 * @module Checks a parsed body against a model's fields and returns the violations as typed data,
 * in field order, nested fields after their parent; each server words them in its own dialect.
 */
import type { ModelField, ModelFields } from './model-rules.ts';

export type Violation = { readonly path: readonly string[] } & (
  | { readonly kind: 'missing' }
  | { readonly kind: 'type'; readonly expected: ModelField['type'] }
  | { readonly kind: 'too_short' | 'too_long' | 'wrong_length'; readonly limit: number }
  | { readonly kind: 'below' | 'above'; readonly limit: number }
  | { readonly kind: 'not_integer' }
  | { readonly kind: 'not_email' }
  | { readonly kind: 'not_allowed' }
  /** `''` where empty strings are rejected even on optional fields (Joi). */
  | { readonly kind: 'empty' }
  /** A key the model does not declare, where unknown keys are rejected (Joi). */
  | { readonly kind: 'unknown' }
);

export interface ModelDialect {
  /** Field names match keys whatever their case (System.Text.Json's web defaults). */
  readonly keysCaseInsensitive: boolean;
  /** `"5"` is read as the number 5 (System.Text.Json's `AllowReadingFromString`). */
  readonly numbersFromStrings: boolean;
  readonly isEmail: (value: string) => boolean;
  /** Ruby counts characters (code points), .NET UTF-16 code units. */
  readonly lengthOf: (value: string) => number;
  /**
   * Joi's defaults: `''` is rejected even on optional strings (and `"  "` is not blank), `null` is a
   * wrong type even on optional fields, unknown keys are rejected, `"true"`/`"false"` are booleans.
   */
  readonly joiDefaults?: true;
  /**
   * A fraction given to an integer is read as the integer it truncates to (Jackson's default
   * `ACCEPT_FLOAT_AS_INT`, PHP's `(int)`): 16.5 is 16, and passes a maximum of 16.
   */
  readonly truncatesFractions?: true;
}

/** The value of `name` in `record`; with case-insensitive keys the last matching key wins. */
export function lookup(
  record: Readonly<Record<string, unknown>>,
  name: string,
  dialect: ModelDialect,
): unknown {
  if (!dialect.keysCaseInsensitive) return Object.hasOwn(record, name) ? record[name] : undefined;
  const lower = name.toLowerCase();
  let found: unknown;
  for (const [key, value] of Object.entries(record)) if (key.toLowerCase() === lower) found = value;
  return found;
}

export function violations(
  record: Readonly<Record<string, unknown>>,
  fields: ModelFields,
  dialect: ModelDialect,
  parent: readonly string[] = [],
): Violation[] {
  const found = Object.entries(fields).flatMap(([name, field]) =>
    fieldViolations(lookup(record, name, dialect), field, dialect, [...parent, name]),
  );
  if (!dialect.joiDefaults) return found;
  const unknown = Object.keys(record).filter((key) => !Object.hasOwn(fields, key));
  return [...found, ...unknown.map((key) => ({ path: [...parent, key], kind: 'unknown' as const }))];
}

/** Joi's presence rules, before any type rule: only `undefined` is absent. */
function joiPresence(value: unknown, field: ModelField, path: readonly string[]): Violation[] | undefined {
  if (value === undefined) return field.required ? [{ path, kind: 'missing' }] : [];
  if (value === null) return [{ path, kind: 'type', expected: field.type }];
  if (value === '' && field.type === 'string') return [{ path, kind: 'empty' }];
  return undefined;
}

function fieldViolations(
  value: unknown,
  field: ModelField,
  dialect: ModelDialect,
  path: readonly string[],
): Violation[] {
  if (dialect.joiDefaults) {
    const presence = joiPresence(value, field, path);
    if (presence !== undefined) return presence;
  } else {
    const blank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (field.required && blank) return [{ path, kind: 'missing' }];
    if (value === undefined || value === null) return [];
  }
  switch (field.type) {
    case 'string': {
      if (typeof value !== 'string') return [{ path, kind: 'type', expected: 'string' }];
      if (field.oneOf !== undefined) {
        const same = (v: string) =>
          field.caseInsensitive ? v.toLowerCase() === value.toLowerCase() : v === value;
        return field.oneOf.some(same) ? [] : [{ path, kind: 'not_allowed' }];
      }
      return stringViolations(value, field, dialect, path);
    }
    case 'integer':
    case 'number': {
      const read = asNumber(value, dialect);
      if (read === undefined) return [{ path, kind: 'type', expected: field.type }];
      const number = field.type === 'integer' && dialect.truncatesFractions ? Math.trunc(read) : read;
      if (field.type === 'integer' && !Number.isInteger(number)) return [{ path, kind: 'not_integer' }];
      if (field.minimum !== undefined && number < field.minimum)
        return [{ path, kind: 'below', limit: field.minimum }];
      if (field.maximum !== undefined && number > field.maximum)
        return [{ path, kind: 'above', limit: field.maximum }];
      return [];
    }
    case 'boolean': {
      const converted = dialect.joiDefaults && (value === 'true' || value === 'false');
      return typeof value === 'boolean' || converted ? [] : [{ path, kind: 'type', expected: 'boolean' }];
    }
    case 'array':
      return Array.isArray(value) ? [] : [{ path, kind: 'type', expected: 'array' }];
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value))
        return [{ path, kind: 'type', expected: 'object' }];
      return field.fields === undefined
        ? []
        : violations(value as Readonly<Record<string, unknown>>, field.fields, dialect, path);
    default:
      return field satisfies never;
  }
}

function stringViolations(
  value: string,
  field: Extract<ModelField, { type: 'string' }>,
  dialect: ModelDialect,
  path: readonly string[],
): Violation[] {
  const length = dialect.lengthOf(value);
  const { minLength: min, maxLength: max } = field;
  if (min !== undefined && min === max && length !== min) return [{ path, kind: 'wrong_length', limit: min }];
  if (min !== undefined && length < min) return [{ path, kind: 'too_short', limit: min }];
  if (max !== undefined && length > max) return [{ path, kind: 'too_long', limit: max }];
  if (field.email && !dialect.isEmail(value)) return [{ path, kind: 'not_email' }];
  return [];
}

function asNumber(value: unknown, dialect: ModelDialect): number | undefined {
  if (typeof value === 'number') return value;
  if (dialect.numbersFromStrings && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))
    return Number(value);
  return undefined;
}

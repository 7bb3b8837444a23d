/**
 * @module DRF's `run_validation` for each declared field, with its lenient conversions:
 * `IntegerField` reads `"12"` and `12.0`, `BooleanField` reads `"yes"`/`"0"`/`1`, `CharField`
 * reads numbers as their text and trims; a nested serializer and a `ListField` nest their errors
 * (`{"primary": {"email": [..]}}`, `{"ids": {"1": [..]}}`). Every field's errors come at once.
 * A string field with `oneOf` is a `ChoiceField`, with `email` an `EmailField`.
 */
import type { ModelField, ModelFields } from '../shared/model-rules.ts';
import { isDjangoEmail, pythonInt, pythonStr, pythonTypeName } from './python.ts';

/** DRF's `serializer.errors`: messages per field, nested for nested serializers and lists. */
export type ErrorDetail = readonly string[] | { readonly [key: string]: ErrorDetail };

export type Outcome =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly detail: ErrorDetail };

/** `BooleanField.TRUE_VALUES` and `FALSE_VALUES`. */
const TRUE_VALUES = new Set<unknown>([
  ...'t T y Y yes Yes YES true True TRUE on On ON 1'.split(' '),
  1,
  true,
]);
const FALSE_VALUES = new Set<unknown>([
  ...'f F n N no No NO false False FALSE off Off OFF 0'.split(' '),
  0,
  false,
]);

/** `IntegerField.MAX_STRING_LENGTH`. */
const MAX_STRING_LENGTH = 1000;
/** Python prints floats from 1e16 up in exponent form, which `int()` then refuses. */
const LARGEST_PRINTED_PLAIN = 1e16;

const ok = (value: unknown): Outcome => ({ ok: true, value });
const fail = (...messages: string[]): Outcome => ({ ok: false, detail: messages });

/** Validates `data` (`undefined`: absent) against `fields`; absent optional fields are left out. */
export function runSerializer(fields: ModelFields, data: unknown): Outcome {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, detail: { non_field_errors: [invalidData(data)] } };
  }
  const record = data as Readonly<Record<string, unknown>>;
  const errors: Record<string, ErrorDetail> = {};
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const outcome = runField(field, Object.hasOwn(record, name) ? record[name] : undefined);
    if (outcome === undefined) continue;
    if (outcome.ok) value[name] = outcome.value;
    else errors[name] = outcome.detail;
  }
  return Object.keys(errors).length > 0 ? { ok: false, detail: errors } : ok(value);
}

export function invalidData(data: unknown): string {
  return `Invalid data. Expected a dictionary, but got ${pythonTypeName(data)}.`;
}

/** `undefined` for an absent optional field (it stays out of `validated_data`). */
function runField(field: ModelField, data: unknown): Outcome | undefined {
  if (data === undefined) return field.required ? fail('This field is required.') : undefined;
  // CharField's blank check comes before the null check (`str(None)` is not blank).
  const text = field.type === 'string' && field.oneOf === undefined;
  if (text && pythonStr(data).trim() === '') return fail('This field may not be blank.');
  if (data === null) return fail('This field may not be null.');
  return convert(field, data);
}

function convert(field: ModelField, data: unknown): Outcome {
  switch (field.type) {
    case 'string': {
      if (field.oneOf === undefined) return charField(field, data);
      const key = pythonStr(data);
      return field.oneOf.includes(key) ? ok(key) : fail(`"${key}" is not a valid choice.`);
    }
    case 'integer':
    case 'number':
      return integerField(field, data);
    case 'boolean':
      if (TRUE_VALUES.has(data)) return ok(true);
      return FALSE_VALUES.has(data) ? ok(false) : fail('Must be a valid boolean.');
    case 'array':
      return listField(field.items, data);
    case 'object':
      return runSerializer(field.fields ?? {}, data);
    default:
      return field satisfies never;
  }
}

function charField(field: Extract<ModelField, { type: 'string' }>, data: unknown): Outcome {
  if (typeof data !== 'string' && typeof data !== 'number') return fail('Not a valid string.');
  const value = pythonStr(data).trim();
  const length = [...value].length;
  const messages: string[] = [];
  if (field.maxLength !== undefined && length > field.maxLength)
    messages.push(`Ensure this field has no more than ${field.maxLength} characters.`);
  if (field.minLength !== undefined && length < field.minLength)
    messages.push(`Ensure this field has at least ${field.minLength} characters.`);
  if (value.includes('\u0000')) messages.push('Null characters are not allowed.');
  const surrogate = /[\ud800-\udfff]/u.exec(value)?.[0];
  if (surrogate !== undefined) {
    const code = surrogate.charCodeAt(0).toString(16).toUpperCase();
    messages.push(`Surrogate characters are not allowed: U+${code}.`);
  }
  if (field.email && !isDjangoEmail(value)) messages.push('Enter a valid email address.');
  return messages.length > 0 ? fail(...messages) : ok(value);
}

function integerField(field: Extract<ModelField, { type: 'integer' | 'number' }>, data: unknown): Outcome {
  if (typeof data === 'string' && data.length > MAX_STRING_LENGTH) return fail('String value too large.');
  const value =
    typeof data === 'number'
      ? Number.isInteger(data) && Math.abs(data) < LARGEST_PRINTED_PLAIN
        ? data
        : undefined
      : typeof data === 'string'
        ? pythonInt(data.replace(/\.0*\s*$/, ''))
        : undefined;
  if (value === undefined) return fail('A valid integer is required.');
  if (field.maximum !== undefined && value > field.maximum)
    return fail(`Ensure this value is less than or equal to ${field.maximum}.`);
  if (field.minimum !== undefined && value < field.minimum)
    return fail(`Ensure this value is greater than or equal to ${field.minimum}.`);
  return ok(value);
}

function listField(child: ModelField | undefined, data: unknown): Outcome {
  if (!Array.isArray(data)) return fail(`Expected a list of items but got type "${pythonTypeName(data)}".`);
  const errors: Record<string, ErrorDetail> = {};
  const value = data.map((item, index) => {
    const outcome = (child === undefined ? ok(item) : runField(child, item)) ?? ok(undefined);
    if (!outcome.ok) errors[String(index)] = outcome.detail;
    return outcome.ok ? outcome.value : undefined;
  });
  return Object.keys(errors).length > 0 ? { ok: false, detail: errors } : ok(value);
}

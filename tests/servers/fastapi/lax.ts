/**
 * @module pydantic v2's lax-mode coercions for JSON input, one function per core type: `"12"`,
 * `12.0` and `true` are ints; `"yes"`, `"off"`, `1` and `0.0` are booleans; a number is never a
 * string. Each returns the coerced value or the failure pydantic-core reports.
 */
import { type Failure, type FailureType, failure } from './error-details.ts';

export type Coerced<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: Failure };

const ok = <T>(value: T): Coerced<T> => ({ ok: true, value });
const fail = (type: FailureType, input: unknown): Coerced<never> => ({
  ok: false,
  failure: failure(type, input),
});

/** Beyond i64, pydantic-core gives up on a float (a JSON string of digits would become a big int). */
const I64_LIMIT = 2 ** 63;

function intFromNumber(input: number, original: unknown): Coerced<number> {
  if (!Number.isFinite(input)) return fail('finite_number', original);
  if (!Number.isInteger(input)) return fail('int_from_float', original);
  return Math.abs(input) >= I64_LIMIT ? fail('int_parsing_size', original) : ok(input);
}

export function laxInt(input: unknown): Coerced<number> {
  if (typeof input === 'number') return intFromNumber(input, input);
  if (typeof input === 'boolean') return ok(input ? 1 : 0);
  if (typeof input !== 'string') return fail('int_type', input);
  // Surrounding whitespace and a fraction of zeros (`"12.00"`) are stripped first.
  const digits = /^\s*([+-]?\d+)(?:\.0*)?\s*$/.exec(input)?.[1];
  return digits === undefined ? fail('int_parsing', input) : intFromNumber(Number(digits), input);
}

export function laxFloat(input: unknown): Coerced<number> {
  if (typeof input === 'number') return ok(input);
  if (typeof input === 'boolean') return ok(input ? 1 : 0);
  if (typeof input !== 'string') return fail('float_type', input);
  const text = input.trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? ok(Number(text)) : fail('float_parsing', input);
}

const TRUE_WORDS = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_WORDS = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

export function laxBool(input: unknown): Coerced<boolean> {
  if (typeof input === 'boolean') return ok(input);
  if (typeof input === 'number')
    return input === 1 || input === 0 ? ok(input === 1) : fail('bool_parsing', input);
  if (typeof input !== 'string') return fail('bool_type', input);
  const word = input.toLowerCase();
  if (TRUE_WORDS.has(word)) return ok(true);
  return FALSE_WORDS.has(word) ? ok(false) : fail('bool_parsing', input);
}

export function strictStr(input: unknown): Coerced<string> {
  return typeof input === 'string' ? ok(input) : fail('string_type', input);
}

export function laxList(input: unknown): Coerced<readonly unknown[]> {
  return Array.isArray(input) ? ok(input) : fail('list_type', input);
}

export function isRecord(input: unknown): input is Readonly<Record<string, unknown>> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** `dict[str, Any]`. */
export function laxDict(input: unknown): Coerced<Readonly<Record<string, unknown>>> {
  return isRecord(input) ? ok(input) : fail('dict_type', input);
}

/**
 * @module pydantic v2's lax-mode coercions for JSON input, one function per core type: `"12"`,
 * `12.0` and `true` are ints; `"yes"`, `"off"`, `1` and `0.0` are booleans; a number is never a
 * string. Each returns the coerced value or the failure pydantic-core reports.
 */
import { type Failure, failures } from './error-details.ts';

export type Coerced<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly failure: Failure };

const ok = <T>(value: T): Coerced<T> => ({ ok: true, value });
const fail = (failure: Failure): Coerced<never> => ({ ok: false, failure });

/** Beyond i64, pydantic-core gives up on a float (a JSON string of digits would become a big int). */
const I64_LIMIT = 2 ** 63;

function intFromNumber(input: number, original: unknown): Coerced<number> {
  if (!Number.isFinite(input))
    return fail(failures.type('finite_number', 'Input should be a finite number', original));
  if (!Number.isInteger(input))
    return fail(
      failures.type(
        'int_from_float',
        'Input should be a valid integer, got a number with a fractional part',
        original,
      ),
    );
  if (Math.abs(input) >= I64_LIMIT)
    return fail(
      failures.type(
        'int_parsing_size',
        'Unable to parse input string as an integer, exceeded maximum size',
        original,
      ),
    );
  return ok(input);
}

export function laxInt(input: unknown): Coerced<number> {
  if (typeof input === 'number') return intFromNumber(input, input);
  if (typeof input === 'boolean') return ok(input ? 1 : 0);
  if (typeof input === 'string') {
    // Surrounding whitespace and a fraction of zeros (`"12.00"`) are stripped first.
    const digits = /^\s*([+-]?\d+)(?:\.0*)?\s*$/.exec(input)?.[1];
    if (digits !== undefined) return intFromNumber(Number(digits), input);
    return fail(
      failures.type(
        'int_parsing',
        'Input should be a valid integer, unable to parse string as an integer',
        input,
      ),
    );
  }
  return fail(failures.type('int_type', 'Input should be a valid integer', input));
}

export function laxFloat(input: unknown): Coerced<number> {
  if (typeof input === 'number') return ok(input);
  if (typeof input === 'boolean') return ok(input ? 1 : 0);
  if (typeof input === 'string') {
    const text = input.trim();
    if (/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return ok(Number(text));
    return fail(
      failures.type(
        'float_parsing',
        'Input should be a valid number, unable to parse string as a number',
        input,
      ),
    );
  }
  return fail(failures.type('float_type', 'Input should be a valid number', input));
}

const TRUE_WORDS = new Set(['1', 'on', 't', 'true', 'y', 'yes']);
const FALSE_WORDS = new Set(['0', 'off', 'f', 'false', 'n', 'no']);

export function laxBool(input: unknown): Coerced<boolean> {
  if (typeof input === 'boolean') return ok(input);
  const parsing = failures.type(
    'bool_parsing',
    'Input should be a valid boolean, unable to interpret input',
    input,
  );
  if (typeof input === 'number') return input === 1 || input === 0 ? ok(input === 1) : fail(parsing);
  if (typeof input === 'string') {
    const word = input.toLowerCase();
    if (TRUE_WORDS.has(word)) return ok(true);
    return FALSE_WORDS.has(word) ? ok(false) : fail(parsing);
  }
  return fail(failures.type('bool_type', 'Input should be a valid boolean', input));
}

export function strictStr(input: unknown): Coerced<string> {
  return typeof input === 'string'
    ? ok(input)
    : fail(failures.type('string_type', 'Input should be a valid string', input));
}

export function laxList(input: unknown): Coerced<readonly unknown[]> {
  return Array.isArray(input)
    ? ok(input)
    : fail(failures.type('list_type', 'Input should be a valid list', input));
}

export function isRecord(input: unknown): input is Readonly<Record<string, unknown>> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** `dict[str, Any]`. */
export function laxDict(input: unknown): Coerced<Readonly<Record<string, unknown>>> {
  return isRecord(input)
    ? ok(input)
    : fail(failures.type('dict_type', 'Input should be a valid dictionary', input));
}

/** A model's own check: FastAPI validates with `from_attributes`, hence this wording. */
export function notModelInput(input: unknown): Failure {
  return failures.type(
    'model_attributes_type',
    'Input should be a valid dictionary or object to extract fields from',
    input,
  );
}

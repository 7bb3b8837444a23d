/**
 * @module The hand-written `Validate()` of each request struct, run from its checks: Go zero values
 * mean "missing" (`bedrooms is required`), every other check runs on non-zero values only, and the
 * FIRST failing check is returned (early return), worded as `fmt.Errorf` would: `state must be 2
 * characters`, `referralType must be one of: buyer, seller`. Nested structs prefix their path.
 */
import { type GoValue, type StructValue, zeroValue } from '../shared/go-decode.ts';
import type { Check, GoField, GoStruct } from './vocabulary.ts';

// `^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$`, the expression Go services copy around.
const EMAIL = /^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/;

function runeLength(min: number | undefined, max: number): string {
  if (min === max) return `must be ${max} characters`;
  return min === undefined
    ? `must be at most ${max} characters`
    : `must be between ${min} and ${max} characters`;
}

/** The complaint `check` makes about a non-zero `value`, if any. */
function failure(check: Exclude<Check, { kind: 'required' }>, value: GoValue): string | undefined {
  switch (check.kind) {
    case 'between':
      return typeof value === 'bigint' && (value < check.min || value > check.max)
        ? `must be between ${check.min} and ${check.max}`
        : undefined;
    case 'runes': {
      const length = typeof value === 'string' ? [...value].length : 0;
      return length < (check.min ?? 0) || length > check.max ? runeLength(check.min, check.max) : undefined;
    }
    case 'oneOf':
      return typeof value === 'string' && !check.values.includes(value)
        ? `must be one of: ${check.values.join(', ')}`
        : undefined;
    case 'email':
      return typeof value === 'string' && !EMAIL.test(value) ? 'is not a valid email address' : undefined;
    default:
      return check satisfies never;
  }
}

function validateField(field: GoField, value: GoValue, path: string): string | undefined {
  if (value === zeroValue(field)) {
    return field.checks.some((check) => check.kind === 'required') ? `${path} is required` : undefined;
  }
  for (const check of field.checks) {
    if (check.kind === 'required') continue;
    const complaint = failure(check, value);
    if (complaint !== undefined) return `${path} ${complaint}`;
  }
  if (typeof field.type === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value))
    return validateStruct(field.type, value as StructValue, `${path}.`);
  return undefined;
}

/** `req.Validate()`: the first problem, or `undefined`. */
export function validateStruct(struct: GoStruct, value: StructValue, prefix = ''): string | undefined {
  for (const field of struct.fields) {
    const problem = validateField(field, value[field.json] ?? zeroValue(field), `${prefix}${field.json}`);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

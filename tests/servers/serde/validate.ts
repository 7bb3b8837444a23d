/**
 * @module The `validator` crate's `Validate` on a deserialized struct: checks in declaration order,
 * an `Option` checked only when present, nested structs under `parent.child`, and errors keyed by
 * the RUST field names (`contact_email`, not the `contactEmail` serde read). The handler reports
 * the first error only, as the crate displays it: the check's own message, else
 * ``Validation error: <code> [<params>]`` with the params as `serde_json::Value`'s `Debug` prints them.
 */
import type { Check, RustField, RustStruct } from './vocabulary.ts';

/**
 * The HTML5 user part and a hostname, as `validator::ValidateEmail` checks an address (without its
 * 64/255 limits on the parts: a limit on one part is no length of the field a truth could state).
 */
const EMAIL_USER = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const EMAIL_DOMAIN =
  /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const user = value.slice(0, at);
  const domain = value.slice(at + 1);
  return EMAIL_USER.test(user) && EMAIL_DOMAIN.test(domain);
}

/** `serde_json::Value`'s `Debug`: `String("x")`, `Number(5)`; bounds are `f64`s: `Number(20.0)`. */
function debug(value: unknown, asFloat = false): string {
  if (typeof value === 'string') return `String(${JSON.stringify(value)})`;
  if (typeof value === 'number')
    return `Number(${asFloat && Number.isInteger(value) ? `${value}.0` : String(value)})`;
  return 'Null';
}

function params(entries: readonly (readonly [string, unknown, boolean?])[]): string {
  return `{${entries.map(([k, v, asFloat]) => `"${k}": ${debug(v, asFloat)}`).join(', ')}}`;
}

/** The failing check's display, or undefined when the value passes. */
function failure(check: Check, value: unknown): string | undefined {
  const plain = (code: string, shown: string) => `Validation error: ${code} [${shown}]`;
  switch (check.code) {
    case 'length': {
      const n = [...String(value)].length;
      const { min, max, equal } = check;
      const ok =
        (equal === undefined || n === equal) &&
        (min === undefined || n >= min) &&
        (max === undefined || n <= max);
      if (ok) return undefined;
      const shown = [
        ...(equal === undefined ? [] : [['equal', equal] as const]),
        ...(min === undefined ? [] : [['min', min] as const]),
        ...(max === undefined ? [] : [['max', max] as const]),
        ['value', value] as const,
      ];
      return plain('length', params(shown));
    }
    case 'range': {
      const n = Number(value);
      if ((check.min === undefined || n >= check.min) && (check.max === undefined || n <= check.max))
        return undefined;
      const shown = [
        ...(check.min === undefined ? [] : [['min', check.min, true] as const]),
        ...(check.max === undefined ? [] : [['max', check.max, true] as const]),
        ['value', value] as const,
      ];
      return plain('range', params(shown));
    }
    case 'email':
      return isEmail(String(value)) ? undefined : plain('email', params([['value', value]]));
    case 'regex':
      return check.pattern.test(String(value)) ? undefined : check.message;
    default:
      return check satisfies never;
  }
}

function fieldProblem(field: RustField, value: unknown, path: string): string | undefined {
  if (value === undefined) return undefined;
  for (const check of field.checks) {
    const shown = failure(check, value);
    if (shown !== undefined) return `${path}: ${shown}`;
  }
  if (field.type.kind === 'struct')
    return structProblem(field.type.struct, value as Record<string, unknown>, path);
  return undefined;
}

function structProblem(struct: RustStruct, value: Readonly<Record<string, unknown>>, prefix: string) {
  for (const field of struct.fields) {
    const path = prefix === '' ? field.rust : `${prefix}.${field.rust}`;
    const problem = fieldProblem(field, value[field.json], path);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** `Input validation error: [<path>: <error>]` for the first problem, or undefined when valid. */
export function validate(struct: RustStruct, value: Readonly<Record<string, unknown>>): string | undefined {
  const problem = structProblem(struct, value, '');
  return problem === undefined ? undefined : `Input validation error: [${problem}]`;
}

/**
 * @module What one hint does to the value it blames: the edit it suggests (a conversion, a bound,
 * padding, a format, a pattern's match), whether a hint on an array is about its items, and
 * whether a value is of the type a refusal expected.
 */
import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import type { Rng } from '../session/rng.ts';
import { convert, DROP, type Edit, formatted, matching, padTo } from './repair-values.ts';

/** The one edit a hint suggests for the value it blames (DROP: remove it). */
export function edit(value: Edit, hint: ErrorHint, rng: Rng): Edit {
  const current = value === DROP ? undefined : value;
  switch (hint.kind) {
    case 'required':
    case 'invalid':
    case 'enum':
      return value;
    case 'unknown_field':
      return DROP;
    case 'type':
      return convert(current, hint.expected) ?? value;
    case 'minimum':
    case 'maximum': {
      const step = hint.exclusive ? (Number.isInteger(hint.value) ? 1 : 0.5) : 0;
      return hint.kind === 'minimum' ? hint.value + step : hint.value - step;
    }
    case 'minLength':
      return padTo(typeof current === 'string' ? current : '', hint.value);
    case 'maxLength':
      return typeof current === 'string' ? [...current].slice(0, hint.value).join('') : '';
    case 'format':
      return formatted(hint.format, rng) ?? value;
    case 'pattern':
      return matching(hint.pattern, [current], rng)[0] ?? value;
    default:
      return hint satisfies never;
  }
}

/** Whether a hint on an array field is about its items ("each value in x must be a string"). */
export function aboutItems(hint: ErrorHint): boolean {
  if (hint.kind === 'type') return !/array|list/i.test(hint.expected ?? 'array');
  return ['format', 'enum', 'minLength', 'maxLength', 'minimum', 'maximum', 'pattern'].includes(hint.kind);
}

export function fits(value: unknown, expected: string | undefined): boolean {
  if (expected === undefined) return true;
  if (expected === 'integer') return Number.isInteger(value);
  if (expected === 'number') return typeof value === 'number';
  if (expected === 'array') return Array.isArray(value);
  if (expected === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === expected;
}

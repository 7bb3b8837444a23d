/**
 * @module ActiveModel's error messages for each violation, and the `{"errors": {"field": [..]}}`
 * hash Rails renders with 422 (nested fields keyed `primary.email`, as autosaved associations are).
 * Inclusion never lists the allowed values; numericality never shows the value.
 */
import type { Violation } from '../shared/model-violations.ts';

function characters(n: number): string {
  return `${n} character${n === 1 ? '' : 's'}`;
}

export function railsMessage(violation: Violation): string {
  switch (violation.kind) {
    case 'missing':
    case 'empty':
      return "can't be blank";
    case 'unknown':
      return 'is not permitted';
    case 'type':
      if (violation.expected === 'integer' || violation.expected === 'number') return 'is not a number';
      return violation.expected === 'boolean' ? 'is not included in the list' : 'is invalid';
    case 'too_short':
      return `is too short (minimum is ${characters(violation.limit)})`;
    case 'too_long':
      return `is too long (maximum is ${characters(violation.limit)})`;
    case 'wrong_length':
      return `is the wrong length (should be ${characters(violation.limit)})`;
    case 'below':
      return `must be greater than or equal to ${violation.limit}`;
    case 'above':
      return `must be less than or equal to ${violation.limit}`;
    case 'not_integer':
      return 'must be an integer';
    case 'not_email':
      return 'is invalid';
    case 'not_allowed':
      return 'is not included in the list';
    default:
      return violation satisfies never;
  }
}

export function railsErrors(list: readonly Violation[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const violation of list) {
    const key = violation.path.join('.');
    errors[key] = [...(errors[key] ?? []), railsMessage(violation)];
  }
  return errors;
}

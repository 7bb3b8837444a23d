/**
 * @module ActiveModel's error messages for each violation, and the `{"errors": {"field": [..]}}`
 * hash Rails renders with 422 (nested fields keyed `primary.email`, as autosaved associations are).
 * Inclusion never lists the allowed values; numericality never shows the value.
 */
import type { Violation } from '../shared/model-violations.ts';

const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

type Messages = { readonly [K in Violation['kind']]: (violation: Extract<Violation, { kind: K }>) => string };

const MESSAGES: Messages = {
  missing: () => "can't be blank",
  empty: () => "can't be blank",
  unknown: () => 'is not permitted',
  type: ({ expected }) =>
    expected === 'integer' || expected === 'number'
      ? 'is not a number'
      : expected === 'boolean'
        ? 'is not included in the list'
        : 'is invalid',
  too_short: ({ limit }) => `is too short (minimum is ${characters(limit)})`,
  too_long: ({ limit }) => `is too long (maximum is ${characters(limit)})`,
  wrong_length: ({ limit }) => `is the wrong length (should be ${characters(limit)})`,
  below: ({ limit }) => `must be greater than or equal to ${limit}`,
  above: ({ limit }) => `must be less than or equal to ${limit}`,
  not_integer: () => 'must be an integer',
  not_email: () => 'is invalid',
  not_allowed: () => 'is not included in the list',
};

export function railsErrors(list: readonly Violation[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const violation of list) {
    const key = violation.path.join('.');
    const message = (MESSAGES[violation.kind] as (violation: Violation) => string)(violation);
    errors[key] = [...(errors[key] ?? []), message];
  }
  return errors;
}

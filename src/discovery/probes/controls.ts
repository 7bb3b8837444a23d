/**
 * @module Certainly invalid bodies that more than one probe sends: malformed JSON and a value of
 * the wrong JSON type. Their own file so the convention probe and the GET-body probe share them
 * without importing each other.
 */

/** JSON cut short: no parser can read it. The same bytes everywhere, so an answer can be reused. */
export const MALFORMED_JSON = '{"malformed": ';

/** A value of another JSON type than `value`. */
export function wrongTyped(value: unknown): unknown {
  if (typeof value === 'string') return { zz: [1] };
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'not-a-boolean';
  if (Array.isArray(value)) return 'not-an-array';
  if (typeof value === 'object' && value !== null) return 'not-an-object';
  return 12345;
}

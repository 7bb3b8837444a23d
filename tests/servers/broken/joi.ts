/**
 * @module Joi's words for the first thing wrong with a body (hapi's default `abortEarly`), e.g.
 * `"bedrooms" must be less than or equal to 20`; unknown keys after the known ones; string
 * lengths in UTF-16 units, as Joi's `string.length` counts.
 */
import type { ValidationStyle, ValueProblem, Violation } from '../shared/first-violation.ts';
import type { FieldRule } from '../shared/rules.ts';

export interface JoiError {
  readonly message: string;
  /** The offending key, as hapi's `validation.keys`. */
  readonly key: string;
}

/** Joi's `string.email` in spirit: a local part, an @, a dotted domain with a 2+ letter TLD. */
export const JOI_STYLE: ValidationStyle = {
  unknown: 'last',
  email: /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  length: 'utf16',
};

export function joiError(v: Violation): JoiError {
  switch (v.kind) {
    case 'not_object':
      return { message: '"value" must be of type object', key: 'value' };
    case 'required':
      return { message: `"${v.name}" is required`, key: v.name };
    case 'unknown':
      return { message: `"${v.name.slice(0, 80)}" is not allowed`, key: v.name.slice(0, 80) };
    default:
      return { message: `"${v.name}" ${words(v.field, v.problem)}`, key: v.name };
  }
}

const TYPE_WORDS: Readonly<Record<FieldRule['type'], string>> = {
  string: 'must be a string',
  email: 'must be a string',
  enum: 'must be a string',
  integer: 'must be a number',
  number: 'must be a number',
  boolean: 'must be a boolean',
  array: 'must be an array',
  object: 'must be of type object',
};

function words(field: FieldRule, p: ValueProblem): string {
  switch (p.kind) {
    case 'exact':
      return `length must be ${p.limit} characters long`;
    case 'short':
      return p.limit === 1
        ? 'is not allowed to be empty'
        : `length must be at least ${p.limit} characters long`;
    case 'long':
      return `length must be less than or equal to ${p.limit} characters long`;
    case 'below':
      return `must be greater than or equal to ${p.limit}`;
    case 'above':
      return `must be less than or equal to ${p.limit}`;
    case 'integer':
      return 'must be an integer';
    case 'email':
      return 'must be a valid email';
    case 'enum':
      return field.type === 'enum' ? `must be one of [${field.values.join(', ')}]` : 'is invalid';
    default:
      return TYPE_WORDS[field.type];
  }
}

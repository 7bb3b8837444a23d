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

const PROBLEM_WORDS: Readonly<
  Record<Exclude<ValueProblem['kind'], 'type' | 'enum'>, (limit: number) => string>
> = {
  exact: (limit) => `length must be ${limit} characters long`,
  short: (limit) =>
    limit === 1 ? 'is not allowed to be empty' : `length must be at least ${limit} characters long`,
  long: (limit) => `length must be less than or equal to ${limit} characters long`,
  below: (limit) => `must be greater than or equal to ${limit}`,
  above: (limit) => `must be less than or equal to ${limit}`,
  integer: () => 'must be an integer',
  email: () => 'must be a valid email',
};

function words(field: FieldRule, p: ValueProblem): string {
  if (p.kind === 'type') return TYPE_WORDS[field.type];
  if (p.kind === 'enum')
    return field.type === 'enum' ? `must be one of [${field.values.join(', ')}]` : 'is invalid';
  return PROBLEM_WORDS[p.kind]('limit' in p ? p.limit : 0);
}

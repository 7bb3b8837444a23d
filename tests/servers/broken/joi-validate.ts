/**
 * @module Joi-style validation (hapi's default `abortEarly`): the first problem only, in Joi's own
 * words (`"bedrooms" must be less than or equal to 20`), unknown keys after the known ones.
 * String lengths count UTF-16 units, as Joi's `string.length` does.
 */
import type { BodyRule, FieldRule } from '../shared/rules.ts';

type ObjectBody = Extract<BodyRule, { kind: 'object' }>;

export interface JoiError {
  readonly message: string;
  /** The offending key, as hapi's `validation.keys`. */
  readonly key: string;
}

/** Joi's `string.email` in spirit: a local part, an @, a dotted domain with a 2+ letter TLD. */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function joiValidate(body: unknown, rule: ObjectBody): JoiError | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { message: '"value" must be of type object', key: 'value' };
  const record = body as Record<string, unknown>;
  for (const [name, field] of Object.entries(rule.fields)) {
    if (!Object.hasOwn(record, name) || record[name] === undefined) {
      if (rule.required.includes(name)) return { message: `"${name}" is required`, key: name };
      continue;
    }
    const message = fieldError(field, record[name]);
    if (message !== undefined) return { message: `"${name}" ${message}`, key: name };
  }
  const unknown = Object.keys(record).find((key) => !Object.hasOwn(rule.fields, key));
  return unknown === undefined
    ? undefined
    : { message: `"${unknown.slice(0, 80)}" is not allowed`, key: unknown.slice(0, 80) };
}

function fieldError(field: FieldRule, value: unknown): string | undefined {
  switch (field.type) {
    case 'string':
      if (typeof value !== 'string') return 'must be a string';
      return lengthError(value, field.minLength, field.maxLength);
    case 'email':
      if (typeof value !== 'string') return 'must be a string';
      if (!EMAIL.test(value)) return 'must be a valid email';
      return lengthError(value, undefined, field.maxLength);
    case 'enum':
      return typeof value === 'string' && field.values.includes(value)
        ? undefined
        : `must be one of [${field.values.join(', ')}]`;
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (field.type === 'integer' && !Number.isInteger(value)) return 'must be an integer';
      if (field.minimum !== undefined && value < field.minimum)
        return `must be greater than or equal to ${field.minimum}`;
      if (field.maximum !== undefined && value > field.maximum)
        return `must be less than or equal to ${field.maximum}`;
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be a boolean';
    case 'array':
      return Array.isArray(value) ? undefined : 'must be an array';
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? undefined
        : 'must be of type object';
    default:
      return field satisfies never;
  }
}

function lengthError(value: string, min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && min === max && value.length !== min)
    return `length must be ${min} characters long`;
  if (min !== undefined && value.length < min) {
    return min === 1 ? 'is not allowed to be empty' : `length must be at least ${min} characters long`;
  }
  if (max !== undefined && value.length > max)
    return `length must be less than or equal to ${max} characters long`;
  return undefined;
}

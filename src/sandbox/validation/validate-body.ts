/**
 * @module A class-validator-style body validator: whitelist with forbidNonWhitelisted, then every
 * field checked in table order with `stopAtFirstError`, so each bad field yields exactly one message
 * and all bad fields are reported at once. Types are strict: nothing is coerced.
 */
import type { ArrayRule, BodyFields, FieldRule, NumberRule, StringRule } from './field-rule.ts';
import { codePointLength, isEmail, isUuid } from './string-formats.ts';

/** The message class-validator gives when the payload is not an object at all. */
export const NOT_AN_OBJECT = 'an unknown value was passed to the validate function';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns the validation messages; an empty list means the body is valid. */
export function validateBody(fields: BodyFields, body: unknown): string[] {
  if (!isPlainObject(body)) return [NOT_AN_OBJECT];
  const messages: string[] = [];
  // class-validator reports whitelist violations before property constraints.
  for (const key of Object.keys(body)) {
    if (!Object.hasOwn(fields, key)) messages.push(`property ${key} should not exist`);
  }
  for (const [name, rule] of Object.entries(fields)) {
    const message = checkField(name, rule, Object.hasOwn(body, name) ? body[name] : undefined);
    if (message !== undefined) messages.push(message);
  }
  return messages;
}

function checkField(name: string, rule: FieldRule, value: unknown): string | undefined {
  if (value === undefined) return rule.required ? `${name} should not be empty` : undefined;
  if (rule.required && (value === null || value === '')) return `${name} should not be empty`;
  switch (rule.type) {
    case 'string':
      return checkString(name, rule, value);
    case 'number':
    case 'integer':
      return checkNumber(name, rule, value);
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${name} must be a boolean value`;
    case 'array':
      return checkArray(name, rule, value);
    case 'object':
      return isPlainObject(value) ? undefined : `${name} must be an object`;
    default:
      return rule satisfies never;
  }
}

function checkString(name: string, rule: StringRule, value: unknown): string | undefined {
  if (typeof value !== 'string') return `${name} must be a string`;
  if (rule.enum && !rule.enum.includes(value)) {
    return `${name} must be one of the following values: ${rule.enum.join(', ')}`;
  }
  if (rule.format === 'email' && !isEmail(value)) return `${name} must be an email`;
  if (rule.format === 'uuid' && !isUuid(value)) return `${name} must be a UUID`;
  const length = codePointLength(value);
  if (rule.minLength !== undefined && length < rule.minLength) {
    return `${name} must be longer than or equal to ${rule.minLength} characters`;
  }
  if (rule.maxLength !== undefined && length > rule.maxLength) {
    return `${name} must be shorter than or equal to ${rule.maxLength} characters`;
  }
  return undefined;
}

function checkNumber(name: string, rule: NumberRule, value: unknown): string | undefined {
  // JSON can carry 1e400, which parses to Infinity; class-validator rejects non-finite numbers.
  const isNumber = typeof value === 'number' && Number.isFinite(value);
  if (rule.type === 'integer' && !(isNumber && Number.isInteger(value))) {
    return `${name} must be an integer number`;
  }
  if (!isNumber) return `${name} must be a number conforming to the specified constraints`;
  if (rule.minimum !== undefined && value < rule.minimum) {
    return `${name} must not be less than ${rule.minimum}`;
  }
  if (rule.maximum !== undefined && value > rule.maximum) {
    return `${name} must not be greater than ${rule.maximum}`;
  }
  return undefined;
}

function checkArray(name: string, rule: ArrayRule, value: unknown): string | undefined {
  if (!Array.isArray(value)) return `${name} must be an array`;
  if (rule.items === 'string' && !value.every((item) => typeof item === 'string')) {
    return `each value in ${name} must be a string`;
  }
  return undefined;
}

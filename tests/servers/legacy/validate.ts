/**
 * @module The legacy server's validation, in CodeIgniter's form-validation sentences ("The bedrooms
 * field must contain an integer."), the first problem only. Unknown fields are ignored; closed
 * sets marked silent answer one fixed sentence that never lists the values.
 */
import type { BodyRule, FieldRule } from '../shared/rules.ts';

type ObjectBody = Extract<BodyRule, { kind: 'object' }>;

/** A loose address check in the spirit of PHP's FILTER_VALIDATE_EMAIL. */
const EMAIL = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export function firstError(
  body: unknown,
  rule: ObjectBody,
  silentEnums: Readonly<Record<string, string>> = {},
): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'The request body must be a JSON object.';
  const record = body as Record<string, unknown>;
  for (const [name, field] of Object.entries(rule.fields)) {
    if (!Object.hasOwn(record, name)) {
      if (rule.required.includes(name)) return `The ${name} field is required.`;
      continue;
    }
    const problem = fieldProblem(field, record[name]);
    if (problem === undefined) continue;
    return field.type === 'enum' && silentEnums[name] !== undefined
      ? silentEnums[name]
      : `The ${name} field ${problem}.`;
  }
  return undefined;
}

function fieldProblem(field: FieldRule, value: unknown): string | undefined {
  switch (field.type) {
    case 'string':
      return typeof value === 'string'
        ? lengthProblem(value, field.minLength, field.maxLength)
        : 'must be a string';
    case 'email':
      if (typeof value !== 'string' || !EMAIL.test(value)) return 'must contain a valid email address';
      return lengthProblem(value, undefined, field.maxLength);
    case 'enum':
      return typeof value === 'string' && field.values.includes(value)
        ? undefined
        : `must be one of: ${field.values.join(', ')}`;
    case 'integer':
    case 'number': {
      const noun = field.type === 'integer' ? 'an integer' : 'a number';
      if (typeof value !== 'number' || !Number.isFinite(value)) return `must contain ${noun}`;
      if (field.type === 'integer' && !Number.isInteger(value)) return `must contain ${noun}`;
      if (field.minimum !== undefined && value < field.minimum)
        return `must contain a number greater than or equal to ${field.minimum}`;
      if (field.maximum !== undefined && value > field.maximum)
        return `must contain a number less than or equal to ${field.maximum}`;
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'array':
      return Array.isArray(value) ? undefined : 'must be a list';
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? undefined
        : 'must be an object';
    default:
      return field satisfies never;
  }
}

/** Lengths count characters (code points), as PHP's mb_strlen does. */
function lengthProblem(value: string, min: number | undefined, max: number | undefined): string | undefined {
  const length = [...value].length;
  if (min !== undefined && min === max && length !== min)
    return `must be exactly ${min} characters in length`;
  if (min !== undefined && length < min) return `must be at least ${min} characters in length`;
  if (max !== undefined && length > max) return `cannot exceed ${max} characters in length`;
  return undefined;
}

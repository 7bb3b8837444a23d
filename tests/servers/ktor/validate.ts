/**
 * @module The app's `install(RequestValidation) { validate<T> { … } }` blocks, written once over the
 * table: after kotlinx has built the object, every rule that fails adds a hand-written reason
 * (`bedrooms must be between 0 and 30`), nested ones prefixed (`primary.email …`); Kotlin counts
 * `String.length` in UTF-16 units.
 */
import type { ModelField, ModelFields } from '../shared/model-rules.ts';

/** The team's e-mail check: `Regex("^[A-Za-z0-9+_.-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$")`. */
const EMAIL = /^[A-Za-z0-9+_.-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

function range(
  name: string,
  min: number | undefined,
  max: number | undefined,
  unit: string,
): string | undefined {
  if (min !== undefined && min === max) return `${name} must be exactly ${min}${unit}`;
  if (min !== undefined && max !== undefined) return `${name} must be between ${min} and ${max}${unit}`;
  if (min !== undefined) return `${name} must be at least ${min}${unit}`;
  if (max !== undefined) return `${name} must be at most ${max}${unit}`;
  return undefined;
}

function reasons(name: string, field: ModelField, value: unknown): string[] {
  if (value === null || value === undefined) return [];
  switch (field.type) {
    case 'string': {
      if (typeof value !== 'string' || field.oneOf !== undefined) return [];
      if (field.email) return EMAIL.test(value) ? [] : [`${name} must be a valid email address`];
      if (field.required && value.trim() === '') return [`${name} must not be blank`];
      const { minLength: min, maxLength: max } = field;
      const outside = (min !== undefined && value.length < min) || (max !== undefined && value.length > max);
      const reason = outside ? range(name, min, max, ' characters long') : undefined;
      return reason === undefined ? [] : [reason];
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number') return [];
      const { minimum: min, maximum: max } = field;
      const outside = (min !== undefined && value < min) || (max !== undefined && value > max);
      const reason = outside ? range(name, min, max, '') : undefined;
      return reason === undefined ? [] : [reason];
    }
    case 'object':
      return field.fields === undefined
        ? []
        : validate(value as Record<string, unknown>, field.fields, `${name}.`);
    case 'boolean':
    case 'array':
      return [];
    default:
      return field satisfies never;
  }
}

/** Every reason `body` (already decoded) fails its rules for. */
export function validate(
  body: Readonly<Record<string, unknown>>,
  fields: ModelFields,
  prefix = '',
): string[] {
  return Object.entries(fields).flatMap(([name, field]) => reasons(`${prefix}${name}`, field, body[name]));
}

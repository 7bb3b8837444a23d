/**
 * @module The first thing wrong with a JSON body under a server's body rule, as data: each
 * server words it its own way (Joi, CodeIgniter, a bare sentence). Fields are checked in the
 * table's order; unknown fields are checked first, last or never, as the server does.
 */
import type { BodyRule, FieldRule } from './rules.ts';

/** What is wrong with one value: wrong JSON type, not an integer, bad address, outside the set, or a bound. */
export type ValueProblem =
  | { readonly kind: 'type' | 'integer' | 'email' | 'enum' }
  | { readonly kind: 'exact' | 'short' | 'long' | 'below' | 'above'; readonly limit: number };

export type Violation =
  | { readonly kind: 'not_object' }
  | { readonly kind: 'required'; readonly name: string }
  | { readonly kind: 'unknown'; readonly name: string }
  | {
      readonly kind: 'field';
      readonly name: string;
      readonly field: FieldRule;
      readonly problem: ValueProblem;
    };

export interface ValidationStyle {
  readonly unknown: 'first' | 'last' | 'ignored';
  readonly email: RegExp;
  /** Lengths in code points (PHP's mb_strlen, ajv) or UTF-16 units (Joi). */
  readonly length: 'code-points' | 'utf16';
}

export function firstViolation(
  body: unknown,
  rule: Extract<BodyRule, { kind: 'object' }>,
  style: ValidationStyle,
): Violation | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'not_object' };
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !Object.hasOwn(rule.fields, key));
  const unknownViolation = unknown === undefined ? undefined : ({ kind: 'unknown', name: unknown } as const);
  if (style.unknown === 'first' && unknownViolation !== undefined) return unknownViolation;
  for (const [name, field] of Object.entries(rule.fields)) {
    if (!Object.hasOwn(record, name)) {
      if (rule.required.includes(name)) return { kind: 'required', name };
      continue;
    }
    const problem = valueProblem(field, record[name], style);
    if (problem !== undefined) return { kind: 'field', name, field, problem };
  }
  return style.unknown === 'last' ? unknownViolation : undefined;
}

export function valueProblem(
  field: FieldRule,
  value: unknown,
  style: ValidationStyle,
): ValueProblem | undefined {
  switch (field.type) {
    case 'string':
    case 'email': {
      if (typeof value !== 'string') return { kind: 'type' };
      if (field.type === 'email' && !style.email.test(value)) return { kind: 'email' };
      const length = style.length === 'utf16' ? value.length : [...value].length;
      const min = field.type === 'string' ? field.minLength : undefined;
      if (min !== undefined && min === field.maxLength && length !== min)
        return { kind: 'exact', limit: min };
      if (min !== undefined && length < min) return { kind: 'short', limit: min };
      if (field.maxLength !== undefined && length > field.maxLength)
        return { kind: 'long', limit: field.maxLength };
      return undefined;
    }
    case 'enum':
      return typeof value === 'string' && field.values.includes(value) ? undefined : { kind: 'enum' };
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return { kind: 'type' };
      if (field.type === 'integer' && !Number.isInteger(value)) return { kind: 'integer' };
      if (field.minimum !== undefined && value < field.minimum)
        return { kind: 'below', limit: field.minimum };
      if (field.maximum !== undefined && value > field.maximum)
        return { kind: 'above', limit: field.maximum };
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : { kind: 'type' };
    case 'array':
      return Array.isArray(value) ? undefined : { kind: 'type' };
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? undefined
        : { kind: 'type' };
    default:
      return field satisfies never;
  }
}

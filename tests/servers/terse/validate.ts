/**
 * @module The terse server's validation: walks the body against the rules and names only the FIRST
 * problem, in a plain sentence (unknown fields first, then the rule table's fields in order).
 */
import type { BodyRule, FieldRule } from '../shared/rules.ts';

type ObjectBody = Extract<BodyRule, { kind: 'object' }>;

/** A deliberately loose address check: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The error sentence for the first violation, or `undefined` when the body is acceptable. */
export function firstViolation(body: unknown, rule: ObjectBody): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'Request body must be a JSON object';
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !Object.hasOwn(rule.fields, key));
  if (unknown !== undefined) return `Unknown field '${unknown.slice(0, 100)}'`;
  for (const [name, field] of Object.entries(rule.fields)) {
    if (!Object.hasOwn(record, name)) {
      if (rule.required.includes(name)) return `Missing required field '${name}'`;
      continue;
    }
    if (accepts(field, record[name])) continue;
    return field.type === 'enum'
      ? `Invalid value for field '${name}'. Allowed: ${field.values.join(', ')}`
      : `Invalid value for field '${name}'`;
  }
  return undefined;
}

export function accepts(field: FieldRule, value: unknown): boolean {
  switch (field.type) {
    case 'string':
      return typeof value === 'string' && within(codePoints(value), field.minLength, field.maxLength);
    case 'email':
      return (
        typeof value === 'string' &&
        EMAIL.test(value) &&
        within(codePoints(value), undefined, field.maxLength)
      );
    case 'enum':
      return typeof value === 'string' && field.values.includes(value);
    case 'integer':
      return Number.isInteger(value) && within(value as number, field.minimum, field.maximum);
    case 'number':
      return (
        typeof value === 'number' && Number.isFinite(value) && within(value, field.minimum, field.maximum)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return field satisfies never;
  }
}

function within(value: number, min: number | undefined, max: number | undefined): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** Lengths count code points, as ajv and class-validator do, not UTF-16 units. */
function codePoints(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/**
 * @module Reading learned constraints (`src/core/operation-knowledge.ts`): whether a field is
 * constrained at all, whether the constraints agree, and whether a value obeys them.
 */
import type { ObservedType } from '../src/core/observation.ts';
import type { FieldConstraints } from '../src/core/operation-knowledge.ts';

/** Whether anything beyond `required` is known: a field with no constraint is not varied. */
export function constrainsValue(c: FieldConstraints | undefined): boolean {
  if (c === undefined) return false;
  return (
    c.type !== undefined ||
    (c.enum !== undefined && c.enum.length > 0) ||
    c.minimum !== undefined ||
    c.maximum !== undefined ||
    c.minLength !== undefined ||
    c.maxLength !== undefined ||
    c.format !== undefined
  );
}

/** Constraints are checked eagerly (fast-check's habit): a contradiction is a harness bug. */
export function assertConstraints(name: string, c: FieldConstraints): void {
  const fail = (why: string) => {
    throw new RangeError(`constraints of field "${name}": ${why}`);
  };
  if (c.minimum !== undefined && c.maximum !== undefined && c.minimum > c.maximum) fail('minimum > maximum');
  for (const key of ['minLength', 'maxLength'] as const) {
    const v = c[key];
    if (v !== undefined && (!Number.isInteger(v) || v < 0)) fail(`${key} must be a non-negative integer`);
  }
  if (c.minLength !== undefined && c.maxLength !== undefined && c.minLength > c.maxLength) {
    fail('minLength > maxLength');
  }
  if (c.enum !== undefined && c.enum.length === 0) fail('enum is empty');
}

export function codePointLength(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` obeys every learned rule of the field (`required` aside). */
export function satisfiesConstraints(value: unknown, c: FieldConstraints | undefined): boolean {
  if (c === undefined) return true;
  if (c.fractions === 'coerced' && typeof value === 'number' && !Number.isInteger(value)) {
    // 16.5 is read as 16 (or 17): it breaks a rule only when every reading of it does.
    if (!Number.isFinite(value)) return false;
    return satisfiesConstraints(Math.trunc(value), c) || satisfiesConstraints(Math.round(value), c);
  }
  if (c.enum !== undefined && !(typeof value === 'string' && c.enum.includes(value))) return false;
  if (c.type !== undefined && !isOfType(value, c.type)) return false;
  if (typeof value === 'number') {
    if (c.minimum !== undefined && !(value >= c.minimum)) return false;
    if (c.maximum !== undefined && !(value <= c.maximum)) return false;
  }
  if (typeof value === 'string') {
    const len = codePointLength(value);
    if (c.minLength !== undefined && len < c.minLength) return false;
    if (c.maxLength !== undefined && len > c.maxLength) return false;
    if (c.format === 'email' && !EMAIL.test(value)) return false;
  }
  return true;
}

export function isOfType(value: unknown, type: ObservedType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return type satisfies never;
  }
}

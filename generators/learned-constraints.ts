/**
 * @module What discovery may have learned about a field or an operation, in the form the generators
 * consume. Every key states a rule the server was seen to enforce; an absent key means "not known".
 */
import type { ObservedType } from '../src/core/observation.ts';

export interface FieldConstraints {
  /** The type the server enforces (a value of another type was rejected). */
  readonly type?: ObservedType;
  /** The closed set of accepted values. */
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
  /** In code points, as JSON Schema counts. */
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: 'email';
  /** true: omitting the field alone is rejected; false: it is accepted. */
  readonly required?: boolean;
  /**
   * Values seen accepted where the full set is not known (a closed set the server never listed).
   * Not a rule: valid values are drawn from them, nothing outside them is judged invalid.
   */
  readonly examples?: readonly string[];
}

export interface OperationKnowledge {
  readonly fields: Readonly<Record<string, FieldConstraints>>;
  /** A body the server accepted; valid bodies start from it. */
  readonly acceptedBody?: Readonly<Record<string, unknown>>;
  /** false: unknown fields are rejected; true: ignored. */
  readonly additionalProperties?: boolean;
}

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

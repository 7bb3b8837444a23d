/**
 * @module Jackson-style binding, then bean validation. Binding coerces scalars and fails with no
 * detail (Spring Boot hides the message); validation lists `{field, defaultMessage, code}`.
 */
import type { SpringField, SpringRule } from './rules.ts';

export type BindResult =
  | { readonly kind: 'unreadable' }
  | {
      readonly kind: 'invalid';
      readonly errors: readonly { field: string; defaultMessage: string; code: string }[];
    }
  | { readonly kind: 'ok'; readonly value: Record<string, unknown> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INT_MAX = 2 ** 31 - 1;

export function bind(rule: SpringRule, body: unknown): BindResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'unreadable' };
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(rule.fields ?? {})) {
    const raw = (body as Record<string, unknown>)[name];
    if (raw === undefined || raw === null) continue;
    const bound = coerce(field, raw);
    if (bound === undefined) return { kind: 'unreadable' };
    value[name] = bound;
  }
  const errors = Object.entries(rule.fields ?? {}).flatMap(([name, field]) => {
    const message = check(field, value[name]);
    return message === undefined ? [] : [{ field: name, defaultMessage: message[1], code: message[0] }];
  });
  return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'ok', value };
}

function coerce(field: SpringField, raw: unknown): unknown {
  switch (field.type) {
    case 'string':
      return typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean'
        ? String(raw)
        : undefined;
    case 'enum':
      return typeof raw === 'string' && field.values.includes(raw) ? raw : undefined;
    case 'int': {
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^-?\d+$/.test(raw)
            ? Number(raw)
            : Number.NaN;
      return Number.isFinite(n) && Math.abs(n) <= INT_MAX ? Math.trunc(n) : undefined;
    }
    case 'double': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return typeof raw === 'boolean' ? raw : raw === 'true' ? true : raw === 'false' ? false : undefined;
    default:
      return field satisfies never;
  }
}

function check(field: SpringField, value: unknown): [string, string] | undefined {
  if (value === undefined) return field.notNull ? ['NotNull', 'must not be null'] : undefined;
  if (field.type === 'string' && typeof value === 'string') {
    const n = [...value].length;
    if ((field.min !== undefined && n < field.min) || (field.max !== undefined && n > field.max)) {
      return ['Size', `size must be between ${field.min ?? 0} and ${field.max ?? 2147483647}`];
    }
    if (field.email && !EMAIL.test(value)) return ['Email', 'must be a well-formed email address'];
  }
  if ((field.type === 'int' || field.type === 'double') && typeof value === 'number') {
    if (field.min !== undefined && value < field.min)
      return ['Min', `must be greater than or equal to ${field.min}`];
    if (field.max !== undefined && value > field.max)
      return ['Max', `must be less than or equal to ${field.max}`];
  }
  return undefined;
}

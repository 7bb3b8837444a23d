/**
 * @module Jackson-style binding, then bean validation. Binding coerces scalars and fails with no
 * detail (Spring Boot hides the message); validation lists `{field, defaultMessage, code}`.
 */
import type { FieldTruth } from '../../../src/sandbox/server-truth.ts';
import type { FieldTableOperation } from '../shared/field-table.ts';

export type BindResult =
  | { readonly kind: 'unreadable' }
  | {
      readonly kind: 'invalid';
      readonly errors: readonly { field: string; defaultMessage: string; code: string }[];
    }
  | { readonly kind: 'ok'; readonly value: Record<string, unknown> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const INT_MAX = 2 ** 31 - 1;

export function bind(rule: FieldTableOperation, body: unknown): BindResult {
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
    const message = check(field, value[name], rule.required?.includes(name) === true);
    return message === undefined ? [] : [{ field: name, defaultMessage: message[1], code: message[0] }];
  });
  return errors.length > 0 ? { kind: 'invalid', errors } : { kind: 'ok', value };
}

function coerce(field: FieldTruth, raw: unknown): unknown {
  if (field.enum !== undefined) return typeof raw === 'string' && field.enum.includes(raw) ? raw : undefined;
  switch (field.type) {
    case 'string':
      return ['string', 'number', 'boolean'].includes(typeof raw) ? String(raw) : undefined;
    case 'integer': {
      const n =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^-?\d+$/.test(raw)
            ? Number(raw)
            : Number.NaN;
      return Number.isFinite(n) && Math.abs(n) <= INT_MAX ? Math.trunc(n) : undefined;
    }
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
      return Number.isFinite(n) ? n : undefined;
    }
    default:
      return typeof raw === 'boolean' ? raw : raw === 'true' ? true : raw === 'false' ? false : undefined;
  }
}

function check(field: FieldTruth, value: unknown, notNull: boolean): [string, string] | undefined {
  if (value === undefined) return notNull ? ['NotNull', 'must not be null'] : undefined;
  const { minLength, maxLength, minimum, maximum } = field;
  if (typeof value === 'string') {
    const n = [...value].length;
    if ((minLength !== undefined && n < minLength) || (maxLength !== undefined && n > maxLength)) {
      return ['Size', `size must be between ${minLength ?? 0} and ${maxLength ?? 2147483647}`];
    }
    if (field.format === 'email' && !EMAIL.test(value))
      return ['Email', 'must be a well-formed email address'];
  }
  if (typeof value === 'number') {
    if (minimum !== undefined && value < minimum)
      return ['Min', `must be greater than or equal to ${minimum}`];
    if (maximum !== undefined && value > maximum) return ['Max', `must be less than or equal to ${maximum}`];
  }
  return undefined;
}

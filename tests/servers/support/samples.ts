/**
 * @module Values for one field, read off its published `FieldTruth`: a valid one, the values the
 * truth says must be rejected, and the values it implies must still be accepted (edges, and
 * constraints the truth leaves out). Tests build every request from these, never from a server.
 */
import type { FieldTruth } from '../../../src/sandbox/server-truth.ts';

export interface Sample {
  /** Why this value exists, for mismatch messages. */
  readonly why: string;
  readonly value: unknown;
}

export function validValue(field: FieldTruth): unknown {
  switch (field.type) {
    case 'string':
      if (field.enum !== undefined) return field.enum[0];
      if (field.format === 'email') return 'pat@example.com';
      return 'x'.repeat(Math.min(Math.max(field.minLength ?? 0, 3), field.maxLength ?? 3));
    case 'integer':
      return Math.ceil(field.minimum ?? Math.min(1, field.maximum ?? 1));
    case 'number': {
      const low = field.minimum ?? Math.min(0, field.maximum ?? 0);
      return field.maximum === undefined || low + 0.5 <= field.maximum ? low + 0.5 : low;
    }
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return field.type satisfies never;
  }
}

const WRONG_TYPE: Readonly<Record<FieldTruth['type'], unknown>> = {
  string: 12345,
  integer: 'seven',
  number: 'seven',
  // Not 'yes': pydantic's lax bool and DRF's BooleanField both read it as true.
  boolean: 'maybe',
  array: 'not-a-list',
  object: 'not-an-object',
};

export function rejectedValues(field: FieldTruth): Sample[] {
  const out: Sample[] = [
    { why: 'wrong type', value: WRONG_TYPE[field.type] },
    { why: 'null', value: null },
  ];
  if (field.enum !== undefined) {
    out.push({ why: 'value outside the enum', value: 'zz-not-allowed' });
    const shouted = field.enum[0]?.toUpperCase();
    if (!field.enumCaseInsensitive && shouted !== undefined && !field.enum.includes(shouted)) {
      out.push({ why: 'enum value in another case', value: shouted });
    }
  }
  if (field.format === 'email') out.push({ why: 'not an e-mail address', value: 'not-an-email' });
  if (field.minLength !== undefined && field.minLength > 0) {
    out.push({ why: 'below minLength', value: stringOf(field, field.minLength - 1) });
  }
  if (field.maxLength !== undefined)
    out.push({ why: 'above maxLength', value: stringOf(field, field.maxLength + 1) });
  if (field.minimum !== undefined) out.push({ why: 'below minimum', value: field.minimum - 1 });
  if (field.maximum !== undefined) out.push({ why: 'above maximum', value: field.maximum + 1 });
  if (field.type === 'integer')
    out.push({ why: 'fraction for an integer', value: (validValue(field) as number) + 0.5 });
  return out;
}

export function acceptedValues(field: FieldTruth): Sample[] {
  const out: Sample[] = [{ why: 'valid value', value: validValue(field) }];
  if (field.enum !== undefined) {
    if (field.enumCaseInsensitive) {
      for (const value of field.enum)
        out.push({ why: 'enum value in upper case', value: value.toUpperCase() });
    }
    for (const value of field.enum) out.push({ why: 'each enum value', value });
    return out;
  }
  if (field.type === 'string') {
    if (field.minLength !== undefined)
      out.push({ why: 'exactly minLength', value: stringOf(field, field.minLength) });
    else if (field.format === undefined) out.push({ why: 'empty string (no minLength)', value: '' });
    if (field.maxLength !== undefined)
      out.push({ why: 'exactly maxLength', value: stringOf(field, field.maxLength) });
    else if (field.format === undefined)
      out.push({ why: 'long string (no maxLength)', value: 'y'.repeat(3000) });
    const length = Math.min(Math.max(4, field.minLength ?? 0), field.maxLength ?? 4);
    out.push({ why: 'non-ASCII text', value: stringOf(field, length, 'é') });
  }
  if (field.minimum !== undefined) out.push({ why: 'exactly minimum', value: field.minimum });
  if (field.maximum !== undefined) out.push({ why: 'exactly maximum', value: field.maximum });
  return out;
}

/** A string of `length` code points that is otherwise valid for the field (an address if email). */
function stringOf(field: FieldTruth, length: number, fill = 'x'): string {
  if (field.format !== 'email') return fill.repeat(Math.max(0, length));
  const domain = '@example.com';
  return `${'p'.repeat(Math.max(1, length - domain.length))}${domain}`;
}

/**
 * @module Fitting a realistic string to learned length bounds: free text is cut or padded, a
 * structured value (phone, id, e-mail) is replaced rather than broken.
 */
import type { Faker } from '@faker-js/faker';
import { codePointLength } from './learned-constraints.ts';

export interface LengthBounds {
  readonly minLength?: number;
  readonly maxLength?: number;
}

/** How long a replacement may run past `minLength` when no maximum is known. */
const REPLACEMENT_SPAN = 16;

export function fitsLength(value: string, b: LengthBounds): boolean {
  const len = codePointLength(value);
  return len >= (b.minLength ?? 0) && len <= (b.maxLength ?? Number.POSITIVE_INFINITY);
}

export function fitString(value: string, b: LengthBounds, structured: boolean, f: Faker): string {
  if (fitsLength(value, b)) return value;
  if (structured) return replacement(b, f);
  const points = [...value];
  if (b.maxLength !== undefined && points.length > b.maxLength) return points.slice(0, b.maxLength).join('');
  return value + f.string.alpha({ length: (b.minLength ?? 0) - points.length, casing: 'lower' });
}

function replacement(b: LengthBounds, f: Faker): string {
  const min = b.minLength ?? Math.min(1, b.maxLength ?? 1);
  const max = Math.min(b.maxLength ?? min + REPLACEMENT_SPAN, min + REPLACEMENT_SPAN);
  return f.string.alphanumeric({ length: { min, max } });
}

/**
 * An address at the same example domain, its local part cut or padded to fit. No example-domain
 * address is shorter than `a@example.com`; below that the bound cannot be met and is not.
 */
export function fitEmail(value: string, b: LengthBounds, f: Faker): string {
  if (fitsLength(value, b)) return value;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const domain = value.slice(at);
  const room = (b.maxLength ?? Number.POSITIVE_INFINITY) - domain.length;
  if (room < 1) return `a${domain}`;
  const need = (b.minLength ?? 0) - domain.length;
  // A cut local part must not end in a dot (`ann.@example.com` is no address).
  if (local.length > room) return local.slice(0, room).replace(/\.$/, 'x') + domain;
  return local + f.string.alpha({ length: Math.max(0, need - local.length), casing: 'lower' }) + domain;
}

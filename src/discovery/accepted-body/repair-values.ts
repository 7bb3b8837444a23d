/**
 * @module Value edits a repair makes from one error hint: conversions to an expected type, values of
 * a named format, padding and truncation, and the same edits inside nested objects and array items
 * (`primary.email`, `changeOrderIds[0]`, "each value in x must be …").
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import type { Rng } from '../session/rng.ts';
import { byFieldName, validEmail } from './candidates.ts';

/** `primary.email` → [primary, email]; `/items/0` → [items, 0]; `a[1].b` → [a, 1, b]. */
export function segments(path: string): string[] {
  return path
    .replace(/^[/$.]+/, '')
    .split(/[./[\]]+/)
    .filter((s) => s !== '');
}

/** Whether a hint on an array field is about its items ("each value in x must be a string"). */
export function aboutItems(hint: ErrorHint): boolean {
  switch (hint.kind) {
    case 'type':
      return !/array|list/i.test(hint.expected ?? 'array');
    case 'format':
    case 'enum':
    case 'minLength':
    case 'maxLength':
    case 'minimum':
    case 'maximum':
      return true;
    default:
      return false;
  }
}

/** `value` (an object or array) with the hint applied at `path` inside it. */
export function applyNested(value: unknown, path: readonly string[], hint: ErrorHint, rng: Rng): unknown {
  const [key = '', ...rest] = path;
  if (Array.isArray(value)) {
    const index = /^\d+$/.test(key) ? Number(key) : 0;
    const inner = /^\d+$/.test(key) ? rest : path;
    const items = value.length === 0 ? ['example'] : [...value];
    const holder: Record<string, unknown> = { v: items[index] };
    if (inner.length === 0) leaf(holder, 'v', hint, rng);
    else holder.v = applyNested(holder.v, inner, hint, rng);
    if (holder.v === undefined) items.splice(index, 1);
    else items[index] = holder.v;
    return items;
  }
  const record: Record<string, unknown> = typeof value === 'object' && value !== null ? { ...value } : {};
  if (rest.length === 0) leaf(record, key, hint, rng);
  else record[key] = applyNested(record[key], rest, hint, rng);
  return record;
}

/** One edit of `container[key]`, without the candidate table's cursor (for nested values). */
function leaf(container: Record<string, unknown>, key: string, hint: ErrorHint, rng: Rng): void {
  const current = container[key];
  const generic = byFieldName[key.toLowerCase()]?.[0] ?? 'example';
  let next: unknown;
  switch (hint.kind) {
    case 'required':
      next = current === undefined ? generic : undefined;
      break;
    case 'unknown_field':
      next = undefined;
      break;
    case 'type':
      next = convert(current, hint.expected) ?? generic;
      break;
    case 'enum':
      next = hint.values?.[0] ?? generic;
      break;
    case 'minimum':
    case 'maximum':
      next = hint.value;
      break;
    case 'minLength':
      next = padTo(typeof current === 'string' ? current : '', hint.value);
      break;
    case 'maxLength':
      next = typeof current === 'string' ? [...current].slice(0, hint.value).join('') : '';
      break;
    case 'format':
      next = formatted(hint.format, rng) ?? generic;
      break;
    case 'invalid':
      next = JSON.stringify(current) === JSON.stringify(generic) ? undefined : generic;
      break;
    default:
      hint satisfies never;
  }
  if (next === undefined) delete container[key];
  else container[key] = next;
}

/** A value of a named format, when the format is a common one. */
export function formatted(format: string, rng: Rng): unknown {
  const f = format.toLowerCase().replace(/[^a-z]/g, '');
  if (f.includes('email')) return validEmail;
  if (f === 'uuid' || f === 'guid') return rng.uuid();
  if (f === 'datetime' || f === 'iso' || f === 'isodate') return '2026-01-15T10:00:00.000Z';
  if (f === 'date') return '2026-01-15';
  if (f === 'uri' || f === 'url') return 'https://example.com/a';
  if (f.includes('phone')) return '+14155550123';
  return undefined;
}

/** `value` repeated from its own characters up to `length`. */
export function padTo(value: string, length: number): string {
  const chars = [...(value === '' ? 'a' : value)];
  const out: string[] = [];
  for (let i = 0; out.length < length; i++) out.push(chars[i % chars.length] as string);
  return out.join('');
}

/** The current value converted to the expected type, when the conversion is meaningful. */
export function convert(value: unknown, expected: string | undefined): unknown {
  const e = (expected ?? '').toLowerCase();
  if (/int|long|short/.test(e)) {
    const n = Number(value);
    return Number.isFinite(n) ? Math.round(n) : 1;
  }
  if (/number|float|double|decimal|numeric/.test(e)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : 1;
  }
  if (/bool/.test(e)) return value !== 'false';
  if (/str|text/.test(e)) return value === undefined || value === null ? 'example' : String(value);
  if (/array|list/.test(e)) return Array.isArray(value) ? [] : value === undefined ? [] : [value];
  if (/object|map|dict|record/.test(e)) return {};
  return undefined;
}

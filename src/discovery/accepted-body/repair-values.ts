/**
 * @module Value edits a repair makes: paths into a body (`primary.legal_name`, `changeOrderIds[0]`)
 * resolved onto the keys the body has, conversions to an expected type, values of a named format,
 * padding and truncation, and a value matching a pattern the server showed (fast-check's
 * `stringMatching`, from the session's seed).
 */
import fc from 'fast-check';
import { looseKey } from '../message-interpreter/field-path.ts';
import type { JsonBody } from '../session/op-context.ts';
import type { Rng } from '../session/rng.ts';
import { validEmail } from './candidates.ts';

/** Marks a field to remove. */
export const DROP: unique symbol = Symbol('drop');
export type Edit = unknown | typeof DROP;

/** `primary.email` → [primary, email]; `/items/0` → [items, 0]; `a[1].b` → [a, 1, b]. */
export function segments(path: string): string[] {
  return path
    .replace(/^[/$.]+/, '')
    .split(/[./[\]]+/)
    .filter((s) => s !== '');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The path as the body spells it: each name matched to a key the object has across casing and
 * separators (`legal_name` → `legalName`, as validators key errors by the server's own names).
 */
export function resolvePath(body: unknown, path: readonly string[]): string[] {
  const out: string[] = [];
  let at: unknown = body;
  for (const segment of path) {
    const key = isRecord(at)
      ? (Object.keys(at).find((k) => k === segment) ??
        Object.keys(at).find((k) => looseKey(k) === looseKey(segment)) ??
        segment)
      : segment;
    out.push(key);
    at = isRecord(at) ? at[key] : Array.isArray(at) && /^\d+$/.test(key) ? at[Number(key)] : undefined;
  }
  return out;
}

export function valueAtPath(body: unknown, path: readonly string[]): unknown {
  let at: unknown = body;
  for (const key of path) {
    if (isRecord(at)) at = at[key];
    else if (Array.isArray(at) && /^\d+$/.test(key)) at = at[Number(key)];
    else return undefined;
  }
  return at;
}

/** A copy of `body` with `path` set to `value` (or removed); containers on the way are copied or made. */
export function withPath(body: JsonBody, path: readonly string[], value: Edit): JsonBody {
  return setIn(body, path, value) as JsonBody;
}

function setIn(container: unknown, path: readonly string[], value: Edit): unknown {
  const [key = '', ...rest] = path;
  const index = /^\d+$/.test(key) ? Number(key) : undefined;
  if (index !== undefined && (Array.isArray(container) || !isRecord(container))) {
    const items = Array.isArray(container) ? [...container] : [];
    const inner = rest.length === 0 ? value : setIn(items[index], rest, value);
    if (inner === DROP) items.splice(index, 1);
    else items[Math.min(index, items.length)] = inner;
    return items;
  }
  const record: Record<string, unknown> = isRecord(container) ? { ...container } : {};
  const inner = rest.length === 0 ? value : setIn(record[key], rest, value);
  if (inner === DROP) delete record[key];
  else record[key] = inner;
  return record;
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

/**
 * Values matching `pattern`: the given candidates that match first (a realistic address before a
 * random one), then a few strings fast-check draws from the pattern with the session's seed.
 */
export function matching(pattern: string, candidates: readonly unknown[], rng: Rng): string[] {
  let re: RegExp;
  try {
    re = new RegExp(pattern);
  } catch {
    return [];
  }
  const own = candidates.filter((c): c is string => typeof c === 'string' && re.test(c));
  let drawn: string[] = [];
  try {
    drawn = fc.sample(fc.stringMatching(re, { size: 'small' }), { seed: rng.int(2 ** 31 - 1), numRuns: 3 });
  } catch {
    // A pattern fast-check cannot generate from (lookbehind, backreferences): the candidates only.
  }
  return [...new Set([...own, ...drawn.filter((s) => re.test(s))])];
}

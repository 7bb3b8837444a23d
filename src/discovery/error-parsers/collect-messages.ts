/**
 * @module The generic walk over a JSON error body: every human-readable string becomes a message,
 * tied to the field the surrounding structure names — a sibling `field`/`param`/`path`/`pointer`/
 * `loc`, a key that is a known field, or a key inside a keyed-errors container
 * (`errors: {bedrooms: ["…"]}`, Laravel, Rails, DRF, ASP.NET, zod `fieldErrors`, Mongoose).
 * Identifiers, codes, timestamps and echoed values are skipped.
 */

import { knownField, looseKey, resolveField } from '../message-interpreter/field-path.ts';
import {
  fieldKeys,
  generalKeys,
  keyedContainers,
  messageKeys,
  metadataKeys,
  valueKeys,
} from './error-body-keys.ts';
import { asValueStrings, isRecord, type JsonRecord } from './json-reader.ts';
import type { MessageEntry } from './message-entry.ts';

const maxDepth = 8;
const maxEntries = 300;

interface Walk {
  readonly fields: readonly string[];
  readonly out: MessageEntry[];
}

function lower(key: string): string {
  return key.toLowerCase();
}

/** The field a record names through one of its own keys. URL paths (`/v1/property/`) are not fields. */
function ownField(record: JsonRecord, fields: readonly string[]): string | undefined {
  const source = record.source;
  if (isRecord(source)) {
    const inner = ownField(source, fields);
    if (inner !== undefined) return inner;
  }
  for (const key of fieldKeys) {
    if (!Object.hasOwn(record, key)) continue;
    const raw = record[key];
    if (typeof raw !== 'string' && !Array.isArray(raw)) continue;
    const strict = resolveField(raw, fields);
    if (strict !== undefined) return strict;
    const urlLike = typeof raw === 'string' && /^\/[^/]+\/./.test(raw) && key === 'path';
    const loose =
      key === 'name' && !Object.hasOwn(record, 'reason')
        ? undefined
        : urlLike
          ? undefined
          : resolveField(raw, fields, false);
    if (loose !== undefined) return loose;
  }
  return undefined;
}

/** A key that is itself a request field (`{bedrooms: "must be <= 20"}`); never envelope keys such as `_message`. */
function keyNamesField(key: string, fields: readonly string[]): boolean {
  if (/^[_$@]/.test(key) || [...messageKeys, 'error', 'errors'].some((m) => looseKey(m) === looseKey(key)))
    return false;
  return knownField(key, fields) !== undefined;
}

function hasMessage(record: JsonRecord): boolean {
  return messageKeys.some((k) => typeof record[k] === 'string');
}

function join(prefix: string | undefined, key: string, fields: readonly string[]): string {
  const name = resolveField(key, fields, false) ?? key;
  return prefix === undefined ? name : `${prefix}.${name}`;
}

function walk(
  value: unknown,
  field: string | undefined,
  keyed: boolean,
  depth: number,
  w: Walk,
  values?: string[],
): void {
  if (w.out.length >= maxEntries || depth > maxDepth) return;
  if (typeof value === 'string') {
    if (value.trim() !== '')
      w.out.push({ message: value, ...(field ? { field } : {}), ...(values ? { values } : {}) });
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 200)) walk(item, field, keyed && isRecord(item), depth + 1, w, values);
    return;
  }
  if (!isRecord(value)) return;
  if (keyed) {
    walkKeyed(value, field, depth, w);
    return;
  }
  const here = ownField(value, w.fields) ?? field;
  const listed = valueKeys.map((k) => asValueStrings(value[k])).find((v) => v.length > 0);
  for (const [key, child] of Object.entries(value)) {
    const k = lower(key);
    if (metadataKeys.has(k) || fieldKeys.some((f) => lower(f) === k) || valueKeys.some((v) => lower(v) === k))
      continue;
    if (keyNamesField(key, w.fields)) {
      walk(child, join(field, key, w.fields), false, depth + 1, w);
    } else if (keyedContainers.has(k) && isRecord(child) && !hasMessage(child)) {
      walk(child, here, true, depth + 1, w);
    } else {
      walk(child, here, false, depth + 1, w, listed);
    }
  }
}

function walkKeyed(record: JsonRecord, prefix: string | undefined, depth: number, w: Walk): void {
  for (const [key, child] of Object.entries(record)) {
    if (generalKeys.has(lower(key))) {
      walk(child, prefix, false, depth + 1, w);
      continue;
    }
    const field = join(prefix, key, w.fields);
    const nested = isRecord(child) && !hasMessage(child);
    walk(child, field, nested, depth + 1, w);
  }
}

export interface CollectOptions {
  /** The body's top level is itself keyed by field (Django REST Framework, JSend `data`). */
  readonly keyedRoot?: boolean;
}

export function collectMessages(
  json: unknown,
  fields: readonly string[],
  options: CollectOptions = {},
): MessageEntry[] {
  const w: Walk = { fields, out: [] };
  try {
    walk(json, undefined, options.keyedRoot === true && isRecord(json), 0, w);
  } catch {
    // A hostile body (getters, cycles past the depth cap) yields what was read so far.
  }
  return w.out;
}

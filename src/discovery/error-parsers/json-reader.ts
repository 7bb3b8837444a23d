/**
 * @module Defensive readers over untrusted JSON: error bodies come from unknown servers, so every
 * access checks its shape instead of trusting one.
 */
import type { RecordedResponse } from '../../core/exchange.ts';

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asRecords(value: unknown): readonly JsonRecord[] {
  return asArray(value).filter(isRecord);
}

/** Scalars as the strings a client would send (enum values, constants); objects are dropped. */
export function asValueStrings(value: unknown): string[] {
  return asArray(value).flatMap((v) =>
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? [String(v)] : [],
  );
}

/** The first own property among `keys` holding a string. */
export function firstString(record: JsonRecord, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (Object.hasOwn(record, key) && typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** The parsed JSON body: the recorded parse, else a fresh attempt (the body may carry a text type). */
export function jsonBody(res: RecordedResponse): unknown {
  if (res.json !== undefined) return res.json;
  const text = res.body.trim();
  if (!/^[[{"]/.test(text)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function contentType(res: RecordedResponse): string {
  return (res.headers['content-type'] ?? '').toLowerCase();
}

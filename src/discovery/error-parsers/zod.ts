/**
 * @module Zod issues (v3 and v4): `{issues: [{code: "too_big", maximum: 20, type: "number", path:
 * ["bedrooms"], message}, {code: "invalid_enum_value", options: [...]}, {code: "invalid_type",
 * expected: "number", received: "string"}, {code: "unrecognized_keys", keys: ["foo"]}]}`, also under
 * `error` (a serialised `safeParse` result) or `errors`, or a bare array.
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { resolveField } from '../message-interpreter/field-path.ts';
import { formatName, typeName } from '../message-interpreter/message-values.ts';
import {
  asArray,
  asNumber,
  asString,
  asValueStrings,
  isRecord,
  type JsonRecord,
  jsonBody,
} from './json-reader.ts';
import { type MessageEntry, toParsedError } from './message-entry.ts';
import type { ErrorBodyParser } from './types.ts';

function isIssue(item: unknown): item is JsonRecord {
  return isRecord(item) && typeof item.code === 'string' && Array.isArray(item.path);
}

export function findIssues(json: unknown): readonly JsonRecord[] {
  const candidates: unknown[] = [json];
  for (const holder of [json, isRecord(json) ? json.error : undefined]) {
    if (isRecord(holder)) candidates.push(holder.issues, holder.errors);
  }
  for (const candidate of candidates) {
    const items = asArray(candidate);
    if (items.length > 0 && items.every(isIssue)) return items as JsonRecord[];
  }
  return [];
}

function join(field: string | undefined, key: string, fields: readonly string[]): string {
  return field === undefined ? (resolveField(key, fields, false) ?? key) : `${field}.${key}`;
}

function bound(issue: JsonRecord, field: string, side: 'max' | 'min'): ErrorHint | undefined {
  const value = asNumber(side === 'max' ? issue.maximum : issue.minimum);
  const origin = asString(issue.type) ?? asString(issue.origin) ?? 'number';
  if (value === undefined) return undefined;
  const exclusive = issue.inclusive === false;
  if (origin === 'string') {
    const length = exclusive ? value + (side === 'max' ? -1 : 1) : value;
    return { kind: side === 'max' ? 'maxLength' : 'minLength', field, value: length };
  }
  if (origin !== 'number' && origin !== 'bigint' && origin !== 'int') return { kind: 'invalid', field };
  const kind = side === 'max' ? 'maximum' : 'minimum';
  return exclusive ? { kind, field, value, exclusive: true } : { kind, field, value };
}

function hintsOf(issue: JsonRecord, field: string | undefined, fields: readonly string[]): ErrorHint[] {
  if (issue.code === 'unrecognized_keys') {
    return asValueStrings(issue.keys).map((key) => ({
      kind: 'unknown_field',
      field: join(field, key, fields),
    }));
  }
  if (field === undefined) return [];
  const values = asValueStrings(issue.options ?? issue.values);
  switch (issue.code) {
    case 'too_big':
      return [bound(issue, field, 'max')].filter((h) => h !== undefined);
    case 'too_small':
      return [bound(issue, field, 'min')].filter((h) => h !== undefined);
    case 'invalid_enum_value':
    case 'invalid_value':
      return [values.length > 0 ? { kind: 'enum', field, values } : { kind: 'enum', field }];
    case 'invalid_literal':
      return [{ kind: 'enum', field, values: asValueStrings([issue.expected]) }];
    case 'invalid_type': {
      if (issue.received === 'undefined' || /received undefined/i.test(asString(issue.message) ?? '')) {
        return [{ kind: 'required', field }];
      }
      const expected = typeName(asString(issue.expected) ?? '');
      return [expected === undefined ? { kind: 'type', field } : { kind: 'type', field, expected }];
    }
    case 'invalid_string':
    case 'invalid_format': {
      const format = formatName(asString(issue.validation) ?? asString(issue.format) ?? '');
      return format === undefined ? [] : [{ kind: 'format', field, format }];
    }
    default:
      return [];
  }
}

export const zodParser: ErrorBodyParser = {
  name: 'zod',
  canParse: (res) => findIssues(jsonBody(res)).length > 0,
  parse(res, fields) {
    const entries: MessageEntry[] = [];
    const hints: ErrorHint[] = [];
    for (const issue of findIssues(jsonBody(res)).slice(0, 500)) {
      const path = asArray(issue.path);
      const field = path.length === 0 ? undefined : resolveField(path, fields, false);
      const found = hintsOf(issue, field, fields);
      hints.push(...found);
      const message = asString(issue.message) ?? String(issue.code);
      entries.push({ message, ...(field ? { field } : {}), understood: found.length > 0 });
    }
    return toParsedError('zod', entries, fields, hints);
  },
};

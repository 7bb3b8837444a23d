/**
 * @module express-validator: `{errors: [{type: "field", msg: "Invalid value", path: "clientEmail",
 * location: "body", value: "x"}]}` (v6 and older write `param` for `path`; `checkExact` reports
 * `{type: "unknown_fields", fields: [{path: "foo"}]}`; `oneOf` nests `nestedErrors`).
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { resolveField } from '../message-interpreter/field-path.ts';
import { asArray, asString, isRecord, type JsonRecord, jsonBody } from './json-reader.ts';
import { type MessageEntry, toParsedError } from './message-entry.ts';
import type { ErrorBodyParser } from './types.ts';

function isItem(item: unknown): item is JsonRecord {
  return (
    isRecord(item) &&
    'msg' in item &&
    !('loc' in item) &&
    ('path' in item || 'param' in item || 'location' in item || 'type' in item)
  );
}

function itemsOf(json: unknown): readonly JsonRecord[] {
  const errors = isRecord(json) ? json.errors : json;
  const items = asArray(errors);
  return items.length > 0 && items.every(isItem) ? (items as JsonRecord[]) : [];
}

function messageOf(msg: unknown): string {
  if (typeof msg === 'string') return msg;
  if (isRecord(msg)) return asString(msg.message) ?? asString(msg.msg) ?? JSON.stringify(msg);
  return String(msg);
}

function read(
  items: readonly JsonRecord[],
  fields: readonly string[],
  entries: MessageEntry[],
  hints: ErrorHint[],
  depth = 0,
) {
  for (const item of items.slice(0, 500)) {
    const path = asString(item.path) ?? asString(item.param);
    const field = path === undefined || path === '' ? undefined : (resolveField(path, fields, false) ?? path);
    if (item.type === 'unknown_fields') {
      for (const unknown of asArray(item.fields).filter(isRecord)) {
        const name = asString(unknown.path) ?? asString(unknown.param);
        if (name !== undefined)
          hints.push({ kind: 'unknown_field', field: resolveField(name, fields, false) ?? name });
      }
      entries.push({ message: messageOf(item.msg), understood: true });
    } else {
      entries.push({ message: messageOf(item.msg), ...(field === undefined ? {} : { field }) });
    }
    if (depth < 4) read(asArray(item.nestedErrors).flat().filter(isItem), fields, entries, hints, depth + 1);
  }
}

export const expressValidatorParser: ErrorBodyParser = {
  name: 'express-validator',
  canParse: (res) => itemsOf(jsonBody(res)).length > 0,
  parse(res, fields) {
    const entries: MessageEntry[] = [];
    const hints: ErrorHint[] = [];
    read(itemsOf(jsonBody(res)), fields, entries, hints);
    return toParsedError('express-validator', entries, fields, hints);
  },
};

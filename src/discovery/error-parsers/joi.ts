/**
 * @module Joi (and celebrate, hapi): `{message: '"bedrooms" must be less than or equal to 20',
 * details: [{message, path: ["bedrooms"], type: "number.max", context: {limit: 20, key: "bedrooms"}}]}`,
 * also under `error`, and celebrate's `{validation: {body: {keys: ["bedrooms"], message}}}`.
 * The detail `type` and `context` are typed data; the message is the fallback.
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { resolveField } from '../message-interpreter/field-path.ts';
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

function isDetail(item: unknown): item is JsonRecord {
  return isRecord(item) && typeof item.message === 'string' && Array.isArray(item.path) && !('code' in item);
}

function detailsOf(json: unknown): readonly JsonRecord[] {
  const holders = [json, isRecord(json) ? json.error : undefined, isRecord(json) ? json.data : undefined];
  for (const holder of holders) {
    const details = asArray(isRecord(holder) ? holder.details : undefined);
    if (details.length > 0 && details.every(isDetail)) return details as JsonRecord[];
  }
  return [];
}

/** celebrate ≥ 13: `validation: {body: {source: "body", keys: ["bedrooms"], message: "…"}}`. */
function celebrateOf(json: unknown): readonly JsonRecord[] {
  const validation = isRecord(json) ? json.validation : undefined;
  if (!isRecord(validation)) return [];
  return Object.values(validation).filter(
    (v): v is JsonRecord => isRecord(v) && typeof v.message === 'string' && Array.isArray(v.keys),
  );
}

const formats: Readonly<Record<string, string>> = {
  'string.email': 'email',
  'string.guid': 'uuid',
  'string.uuid': 'uuid',
  'string.uri': 'uri',
  'string.isoDate': 'date-time',
  'date.format': 'date-time',
  'string.hostname': 'hostname',
  'string.ip': 'ipv4',
};
const types: Readonly<Record<string, 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object'>> = {
  'string.base': 'string',
  'number.base': 'number',
  'number.integer': 'integer',
  'boolean.base': 'boolean',
  'array.base': 'array',
  'object.base': 'object',
};

function hintOf(type: string, context: JsonRecord, field: string): ErrorHint | undefined {
  const limit = asNumber(context.limit);
  const format = formats[type];
  const expected = types[type];
  if (format !== undefined) return { kind: 'format', field, format };
  if (expected !== undefined) return { kind: 'type', field, expected };
  switch (type) {
    case 'any.required':
    case 'string.empty':
      return { kind: 'required', field };
    case 'object.unknown':
    case 'object.allowUnknown':
      return { kind: 'unknown_field', field };
    case 'any.only': {
      const values = asValueStrings(context.valids).filter((v) => v !== '');
      return values.length > 0 ? { kind: 'enum', field, values } : { kind: 'enum', field };
    }
    case 'number.max':
    case 'number.min':
      return limit === undefined
        ? undefined
        : { kind: type === 'number.max' ? 'maximum' : 'minimum', field, value: limit };
    case 'number.less':
    case 'number.greater':
      return limit === undefined
        ? undefined
        : { kind: type === 'number.less' ? 'maximum' : 'minimum', field, value: limit, exclusive: true };
    case 'string.max':
    case 'string.min':
      return limit === undefined
        ? undefined
        : { kind: type === 'string.max' ? 'maxLength' : 'minLength', field, value: limit };
    default:
      return undefined;
  }
}

export const joiParser: ErrorBodyParser = {
  name: 'joi',
  canParse: (res) => detailsOf(jsonBody(res)).length > 0 || celebrateOf(jsonBody(res)).length > 0,
  parse(res, fields) {
    const json = jsonBody(res);
    const entries: MessageEntry[] = [];
    const hints: ErrorHint[] = [];
    for (const detail of detailsOf(json).slice(0, 500)) {
      const path = asArray(detail.path);
      const field = path.length === 0 ? undefined : resolveField(path, fields, false);
      const type = asString(detail.type) ?? '';
      const context = isRecord(detail.context) ? detail.context : {};
      const hint = field === undefined ? undefined : hintOf(type, context, field);
      if (hint !== undefined) hints.push(hint);
      if (type === 'string.length' && field !== undefined && asNumber(context.limit) !== undefined) {
        const value = asNumber(context.limit) ?? 0;
        hints.push({ kind: 'minLength', field, value }, { kind: 'maxLength', field, value });
      }
      entries.push({
        message: asString(detail.message) ?? '',
        ...(field ? { field } : {}),
        understood: hint !== undefined,
      });
    }
    for (const part of celebrateOf(json)) {
      const key = asString(asArray(part.keys)[0]);
      const field = key === undefined ? undefined : (resolveField(key, fields, false) ?? key);
      entries.push({ message: asString(part.message) ?? '', ...(field ? { field } : {}) });
    }
    return toParsedError('joi', entries, fields, hints);
  },
};

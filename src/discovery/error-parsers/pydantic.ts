/**
 * @module FastAPI / Pydantic: `{detail: [{loc: ["body", "bedrooms"], msg, type, ctx}]}`. Pydantic 1
 * types (`value_error.number.not_le`, `ctx.limit_value`) and Pydantic 2 types (`less_than_equal`,
 * `ctx.le`, `literal_error` with `ctx.expected: "'buyer' or 'seller'"`, `missing`,
 * `extra_forbidden`). Also a bare array of such errors or one under `errors`.
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { resolveField } from '../message-interpreter/field-path.ts';
import { parseValueList, quotedValues } from '../message-interpreter/message-values.ts';
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

function isError(item: unknown): item is JsonRecord {
  return (
    isRecord(item) &&
    Array.isArray(item.loc) &&
    (typeof item.msg === 'string' || typeof item.type === 'string')
  );
}

function errorsOf(json: unknown): readonly JsonRecord[] {
  for (const candidate of [
    isRecord(json) ? json.detail : undefined,
    isRecord(json) ? json.errors : undefined,
    json,
  ]) {
    const items = asArray(candidate);
    if (items.length > 0 && items.every(isError)) return items as JsonRecord[];
  }
  return [];
}

type Bound = readonly ['minimum' | 'maximum' | 'minLength' | 'maxLength', string, boolean];
/** Pydantic type → bound kind, the `ctx` key holding the limit, exclusive. */
const bounds: Readonly<Record<string, Bound>> = {
  less_than_equal: ['maximum', 'le', false],
  less_than: ['maximum', 'lt', true],
  greater_than_equal: ['minimum', 'ge', false],
  greater_than: ['minimum', 'gt', true],
  string_too_long: ['maxLength', 'max_length', false],
  string_too_short: ['minLength', 'min_length', false],
  'value_error.number.not_le': ['maximum', 'limit_value', false],
  'value_error.number.not_lt': ['maximum', 'limit_value', true],
  'value_error.number.not_ge': ['minimum', 'limit_value', false],
  'value_error.number.not_gt': ['minimum', 'limit_value', true],
  'value_error.any_str.max_length': ['maxLength', 'limit_value', false],
  'value_error.any_str.min_length': ['minLength', 'limit_value', false],
};
const types: readonly (readonly [
  RegExp,
  'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object',
])[] = [
  [/^(?:int_(?:type|parsing|from_float)|type_error\.integer)$/, 'integer'],
  [/^(?:float_(?:type|parsing)|decimal_(?:type|parsing)|type_error\.(?:float|number|decimal))$/, 'number'],
  [/^(?:string_type|type_error\.str)$/, 'string'],
  [/^(?:bool_(?:type|parsing)|type_error\.bool)$/, 'boolean'],
  [/^(?:list_type|tuple_type|set_type|type_error\.(?:list|tuple|set))$/, 'array'],
  [/^(?:dict_type|model_type|model_attributes_type|type_error\.dict)$/, 'object'],
];
const formats: readonly (readonly [RegExp, string])[] = [
  [/^(?:uuid_(?:type|parsing|version)|type_error\.uuid)$/, 'uuid'],
  [/^(?:url_(?:type|parsing|scheme|syntax_violation)|value_error\.url(?:\..*)?)$/, 'uri'],
  [/^(?:datetime_(?:type|parsing|from_date_parsing|object_invalid)|value_error\.datetime)$/, 'date-time'],
  [/^(?:date_(?:type|parsing|from_datetime_parsing|from_datetime_inexact)|value_error\.date)$/, 'date'],
  [/^value_error\.email$/, 'email'],
];

function enumValues(ctx: JsonRecord): string[] {
  const listed = asValueStrings(ctx.enum_values ?? ctx.permitted);
  if (listed.length > 0) return listed;
  const expected = asString(ctx.expected) ?? '';
  const quoted = quotedValues(expected);
  return quoted.length > 0 ? quoted : parseValueList(expected);
}

function hintOf(type: string, ctx: JsonRecord, field: string): ErrorHint | undefined {
  const bound = bounds[type];
  if (bound !== undefined) {
    const [kind, key, exclusive] = bound;
    const value = asNumber(ctx[key]);
    if (value === undefined) return undefined;
    if (kind === 'minLength' || kind === 'maxLength') return { kind, field, value };
    return exclusive ? { kind, field, value, exclusive } : { kind, field, value };
  }
  const expected = types.find(([re]) => re.test(type))?.[1];
  if (expected !== undefined) return { kind: 'type', field, expected };
  const format = formats.find(([re]) => re.test(type))?.[1];
  if (format !== undefined) return { kind: 'format', field, format };
  switch (type) {
    case 'missing':
    case 'value_error.missing':
      return { kind: 'required', field };
    case 'extra_forbidden':
    case 'value_error.extra':
      return { kind: 'unknown_field', field };
    case 'literal_error':
    case 'enum':
    case 'type_error.enum':
    case 'value_error.const': {
      const values = enumValues(ctx);
      return values.length > 0 ? { kind: 'enum', field, values } : { kind: 'enum', field };
    }
    default:
      return undefined;
  }
}

export const pydanticParser: ErrorBodyParser = {
  name: 'pydantic',
  canParse: (res) => errorsOf(jsonBody(res)).length > 0,
  parse(res, fields) {
    const entries: MessageEntry[] = [];
    const hints: ErrorHint[] = [];
    for (const error of errorsOf(jsonBody(res)).slice(0, 500)) {
      const field = resolveField(asArray(error.loc), fields, false);
      const ctx = isRecord(error.ctx) ? error.ctx : {};
      const hint = field === undefined ? undefined : hintOf(asString(error.type) ?? '', ctx, field);
      if (hint !== undefined) hints.push(hint);
      const message = asString(error.msg) ?? asString(error.type) ?? '';
      entries.push({ message, ...(field ? { field } : {}), understood: hint !== undefined });
    }
    return toParsedError('pydantic', entries, fields, hints);
  },
};

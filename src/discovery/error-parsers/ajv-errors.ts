/**
 * @module Raw ajv error objects, as servers pass them through: `[{instancePath: "/bedrooms",
 * keyword: "maximum", params: {comparison: "<=", limit: 12}, message: "must be <= 12"}]`, bare or
 * under `errors`/`details`/`validation` (ajv 6 writes `dataPath: ".bedrooms"`). The keyword and
 * params are typed data, so they are read directly; the message is only shown.
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { resolveField } from '../message-interpreter/field-path.ts';
import { typeName } from '../message-interpreter/message-values.ts';
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

const containers = ['errors', 'details', 'validation', 'validationErrors', 'validation_errors'];

function isAjvError(item: unknown): item is JsonRecord {
  return (
    isRecord(item) &&
    typeof item.keyword === 'string' &&
    (typeof item.instancePath === 'string' ||
      typeof item.dataPath === 'string' ||
      typeof item.schemaPath === 'string')
  );
}

/** The first array of ajv errors in the body (the body itself, one of the usual keys, or under `error`). */
export function findAjvErrors(json: unknown): readonly JsonRecord[] | undefined {
  const candidates: unknown[] = [json];
  for (const holder of [json, isRecord(json) ? json.error : undefined]) {
    if (isRecord(holder)) for (const key of containers) candidates.push(holder[key]);
  }
  for (const candidate of candidates) {
    const items = asArray(candidate);
    if (items.length > 0 && items.some(isAjvError)) return items.filter(isAjvError);
  }
  return undefined;
}

function join(parent: string | undefined, child: string, fields: readonly string[]): string {
  const name = child.replace(/^[./]/, '');
  return parent === undefined ? (resolveField(name, fields, false) ?? name) : `${parent}.${name}`;
}

function hintOf(
  error: JsonRecord,
  field: string | undefined,
  fields: readonly string[],
): ErrorHint | undefined {
  const params = isRecord(error.params) ? error.params : {};
  const limit = asNumber(params.limit);
  const keyword = String(error.keyword);
  if (keyword === 'required' || keyword === 'dependentRequired') {
    const missing = asString(params.missingProperty);
    return missing === undefined ? undefined : { kind: 'required', field: join(field, missing, fields) };
  }
  if (keyword === 'additionalProperties' || keyword === 'unevaluatedProperties') {
    const extra = asString(params.additionalProperty) ?? asString(params.unevaluatedProperty);
    return extra === undefined ? undefined : { kind: 'unknown_field', field: join(field, extra, fields) };
  }
  if (field === undefined) return undefined;
  switch (keyword) {
    case 'enum':
    case 'const': {
      const values = asValueStrings(keyword === 'enum' ? params.allowedValues : [params.allowedValue]);
      return values.length > 0 ? { kind: 'enum', field, values } : { kind: 'enum', field };
    }
    case 'maximum':
    case 'minimum':
      return limit === undefined ? undefined : { kind: keyword, field, value: limit };
    case 'exclusiveMaximum':
    case 'exclusiveMinimum': {
      const kind = keyword === 'exclusiveMaximum' ? 'maximum' : 'minimum';
      return limit === undefined ? undefined : { kind, field, value: limit, exclusive: true };
    }
    case 'maxLength':
    case 'minLength':
      return limit === undefined ? undefined : { kind: keyword, field, value: limit };
    case 'format': {
      const format = asString(params.format);
      return format === undefined ? undefined : { kind: 'format', field, format };
    }
    case 'pattern': {
      const pattern = asString(params.pattern);
      return pattern === undefined ? undefined : { kind: 'pattern', field, pattern };
    }
    case 'type': {
      const expected = String(params.type ?? '')
        .split(',')
        .map((t) => typeName(t))
        .find((t) => t !== undefined && t !== 'null');
      return expected === undefined ? { kind: 'type', field } : { kind: 'type', field, expected };
    }
    default:
      return undefined;
  }
}

/** Hints from the typed keyword/params, and the messages to show (interpreted only when not typed). */
export function readAjvErrors(errors: readonly JsonRecord[], fields: readonly string[]) {
  const entries: MessageEntry[] = [];
  const hints: ErrorHint[] = [];
  for (const error of errors.slice(0, 500)) {
    const path = asString(error.instancePath) ?? asString(error.dataPath) ?? '';
    const field = path === '' ? undefined : resolveField(path, fields, false);
    const hint = hintOf(error, field, fields);
    if (hint !== undefined) hints.push(hint);
    const message = asString(error.message) ?? String(error.keyword);
    entries.push({ message: path === '' ? message : `${path} ${message}`, understood: hint !== undefined });
  }
  return { entries, hints };
}

export const ajvParser: ErrorBodyParser = {
  name: 'ajv',
  canParse: (res) => findAjvErrors(jsonBody(res)) !== undefined,
  parse(res, fields) {
    const { entries, hints } = readAjvErrors(findAjvErrors(jsonBody(res)) ?? [], fields);
    return toParsedError('ajv', entries, fields, hints);
  },
};

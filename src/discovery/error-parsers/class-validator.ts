/**
 * @module NestJS + class-validator: `{statusCode: 400, message: ["bedrooms must not be greater than
 * 20", "property foo should not exist", …], error: "Bad Request"}`, a single `message` string, or
 * raw `ValidationError` objects (`{property, constraints: {isEmail: "…"}, children}`).
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { resolveField } from '../message-interpreter/field-path.ts';
import { asArray, asString, isRecord, type JsonRecord, jsonBody } from './json-reader.ts';
import { type MessageEntry, toParsedError } from './message-entry.ts';
import type { ErrorBodyParser } from './types.ts';

/** class-validator constraint names whose meaning needs no message (messages may be customised). */
function constraintHint(constraint: string, field: string): ErrorHint | undefined {
  switch (constraint.toLowerCase()) {
    case 'isdefined':
    case 'isnotempty':
      return { kind: 'required', field };
    case 'whitelistvalidation':
      return { kind: 'unknown_field', field };
    case 'isemail':
      return { kind: 'format', field, format: 'email' };
    case 'isuuid':
      return { kind: 'format', field, format: 'uuid' };
    case 'isurl':
      return { kind: 'format', field, format: 'uri' };
    case 'isdatestring':
    case 'isiso8601':
      return { kind: 'format', field, format: 'date-time' };
    case 'isint':
      return { kind: 'type', field, expected: 'integer' };
    case 'isnumber':
      return { kind: 'type', field, expected: 'number' };
    case 'isstring':
      return { kind: 'type', field, expected: 'string' };
    case 'isboolean':
      return { kind: 'type', field, expected: 'boolean' };
    case 'isarray':
      return { kind: 'type', field, expected: 'array' };
    case 'isobject':
      return { kind: 'type', field, expected: 'object' };
    case 'isin':
    case 'isenum':
      return { kind: 'enum', field };
    default:
      return undefined;
  }
}

function flatten(
  error: JsonRecord,
  prefix: string | undefined,
  fields: readonly string[],
  out: { entries: MessageEntry[]; hints: ErrorHint[] },
  depth = 0,
): void {
  const property = asString(error.property) ?? '';
  const field =
    prefix === undefined ? (resolveField(property, fields, false) ?? property) : `${prefix}.${property}`;
  const constraints = isRecord(error.constraints) ? error.constraints : {};
  for (const [constraint, message] of Object.entries(constraints)) {
    const hint = field === '' ? undefined : constraintHint(constraint, field);
    if (hint !== undefined) out.hints.push(hint);
    if (typeof message === 'string') out.entries.push({ message, ...(field === '' ? {} : { field }) });
  }
  if (depth < 8)
    for (const child of asArray(error.children).filter(isRecord))
      flatten(child, field, fields, out, depth + 1);
}

export const classValidatorParser: ErrorBodyParser = {
  name: 'class-validator',
  canParse(res) {
    const json = jsonBody(res);
    if (!isRecord(json)) return false;
    const { message } = json;
    if (Array.isArray(message)) {
      return (
        message.length > 0 && message.every((m) => typeof m === 'string' || (isRecord(m) && 'property' in m))
      );
    }
    return (
      typeof message === 'string' &&
      typeof json.statusCode === 'number' &&
      typeof json.error === 'string' &&
      !('code' in json)
    );
  },
  parse(res, fields) {
    const json = jsonBody(res);
    const message = isRecord(json) ? json.message : undefined;
    const out: { entries: MessageEntry[]; hints: ErrorHint[] } = { entries: [], hints: [] };
    for (const item of Array.isArray(message) ? message : [message]) {
      if (typeof item === 'string') out.entries.push({ message: item });
      else if (isRecord(item)) flatten(item, undefined, fields, out);
    }
    return toParsedError('class-validator', out.entries, fields, out.hints);
  },
};

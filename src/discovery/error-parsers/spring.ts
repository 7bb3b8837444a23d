/**
 * @module Spring Boot / Bean Validation: `{timestamp, status: 400, error: "Bad Request", errors:
 * [{field: "bedrooms", defaultMessage: "must be less than or equal to 20", rejectedValue: 25, code:
 * "Max"}]}`, the binding-result text in `message` (`Field error in object 'req' on field 'bedrooms':
 * rejected value [25]; … default message [must be …]`), and `violations`/`parameterViolations`
 * lists (Zalando Problem, Quarkus, RESTEasy, Micronaut).
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { resolveField } from '../message-interpreter/field-path.ts';
import { collectMessages } from './collect-messages.ts';
import { asArray, asString, isRecord, type JsonRecord, jsonBody } from './json-reader.ts';
import { type MessageEntry, toParsedError } from './message-entry.ts';
import type { ErrorBodyParser } from './types.ts';

const lists = [
  'errors',
  'violations',
  'parameterViolations',
  'fieldErrors',
  'subErrors',
  'constraintViolations',
];
const fieldError =
  /on field '(?<field>[^']+)': rejected value \[[^\]]*\];.*?default message \[(?<message>[^\]]*)\]/g;

function itemsOf(json: JsonRecord): JsonRecord[] {
  return lists.flatMap((key) => asArray(json[key]).filter(isRecord));
}

function isSpringItem(item: JsonRecord): boolean {
  return (
    typeof item.defaultMessage === 'string' ||
    ('field' in item && ('rejectedValue' in item || 'objectName' in item)) ||
    (typeof item.message === 'string' &&
      (typeof item.propertyPath === 'string' ||
        typeof item.field === 'string' ||
        typeof item.path === 'string'))
  );
}

/** Bean Validation constraint codes that carry their meaning without a message. */
function codeHint(code: string, field: string): ErrorHint | undefined {
  if (/^(?:NotNull|NotBlank|NotEmpty)$/.test(code)) return { kind: 'required', field };
  if (code === 'Email') return { kind: 'format', field, format: 'email' };
  if (code === 'typeMismatch') return { kind: 'type', field };
  return undefined;
}

export const springParser: ErrorBodyParser = {
  name: 'spring',
  canParse(res) {
    const json = jsonBody(res);
    if (!isRecord(json)) return false;
    const bootDefault =
      'timestamp' in json && typeof json.status === 'number' && typeof json.error === 'string';
    return bootDefault || itemsOf(json).some(isSpringItem);
  },
  parse(res, fields) {
    const json = jsonBody(res);
    const record = isRecord(json) ? json : {};
    const hints: ErrorHint[] = [];
    for (const item of itemsOf(record)) {
      const raw = asString(item.field) ?? asString(item.propertyPath) ?? asString(item.path);
      const field = raw === undefined ? undefined : resolveField(raw, fields, false);
      const code = asString(item.code) ?? '';
      const hint = field === undefined ? undefined : codeHint(code, field);
      if (hint !== undefined) hints.push(hint);
    }
    const extracted: MessageEntry[] = [];
    for (const text of [asString(record.message) ?? '', asString(record.detail) ?? '']) {
      for (const m of text.matchAll(fieldError)) {
        const name = m.groups?.field ?? '';
        extracted.push({
          message: m.groups?.message ?? '',
          field: resolveField(name, fields, false) ?? name,
        });
      }
    }
    const entries = collectMessages(json, fields).filter(
      (e) => extracted.length === 0 || !/rejected value \[/.test(e.message),
    );
    return toParsedError('spring', [...entries, ...extracted], fields, hints);
  },
};

/**
 * @module Errors keyed by field: Laravel `{message, errors: {bedrooms: ["The bedrooms field must not
 * be greater than 20."]}}`, Rails `{errors: {zip_code: ["is too short (minimum is 5 characters)"]}}`,
 * Mongoose `{errors: {bedrooms: {kind: "max", message}}}`, zod's `flatten()` `{fieldErrors: {…}}`,
 * and Django REST Framework's bare `{bedrooms: ["Ensure this value is less than or equal to 20."]}`.
 */
import { collectMessages } from './collect-messages.ts';
import { isRecord, type JsonRecord, jsonBody } from './json-reader.ts';
import { toParsedError } from './message-entry.ts';
import type { ErrorBodyParser } from './types.ts';

function isKeyed(value: unknown): value is JsonRecord {
  return isRecord(value) && Object.keys(value).length > 0;
}

function hasKeyedContainer(json: JsonRecord): boolean {
  const error = isRecord(json.error) ? json.error : {};
  return (
    isKeyed(json.errors) || isKeyed(json.fieldErrors) || isKeyed(error.fieldErrors) || isKeyed(error.errors)
  );
}

function isMessageList(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string');
}

/** DRF: every top-level value a list of messages (or a nested serializer's errors). */
function isDrfBody(json: JsonRecord, status: number): boolean {
  const values = Object.values(json);
  return (
    status >= 400 &&
    values.length > 0 &&
    values.some(isMessageList) &&
    values.every(
      (v) =>
        isMessageList(v) || (isRecord(v) && Object.values(v).every((x) => isMessageList(x) || isRecord(x))),
    )
  );
}

export const keyedErrorsParser: ErrorBodyParser = {
  name: 'keyed-errors',
  canParse(res) {
    const json = jsonBody(res);
    return isRecord(json) && (hasKeyedContainer(json) || isDrfBody(json, res.status));
  },
  parse(res, fields) {
    const json = jsonBody(res);
    const keyedRoot = isRecord(json) && !hasKeyedContainer(json);
    return toParsedError('keyed-errors', collectMessages(json, fields, { keyedRoot }), fields);
  },
};

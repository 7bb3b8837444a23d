/**
 * @module Fastify's default validation error: `{statusCode: 400, code: "FST_ERR_VALIDATION", error:
 * "Bad Request", message: "body/bedrooms must be <= 12, body must have required property 'x'"}`
 * (Fastify 3 wrote `body.bedrooms should be <= 12`), sometimes with the raw ajv `validation` array.
 */

import type { ErrorHint } from '../message-interpreter/error-hint.ts';
import { findAjvErrors, readAjvErrors } from './ajv-errors.ts';
import { asString, isRecord, jsonBody } from './json-reader.ts';
import { type MessageEntry, toParsedError } from './message-entry.ts';
import type { ErrorBodyParser } from './types.ts';

const scoped = /^(?:body|querystring|params|headers)(?:[/.\s[]|$)/;

/** ajv's `errorsText` joins errors with ", "; each part starts with its data variable. */
function splitMessage(message: string): string[] {
  return message
    .split(/,\s+(?=(?:body|querystring|params|headers)(?:[/.\s[]|$))/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export const fastifyParser: ErrorBodyParser = {
  name: 'fastify',
  canParse(res) {
    const json = jsonBody(res);
    if (!isRecord(json)) return false;
    const code = asString(json.code) ?? '';
    const message = asString(json.message) ?? '';
    return (
      code.startsWith('FST_ERR_VALIDATION') || (typeof json.statusCode === 'number' && scoped.test(message))
    );
  },
  parse(res, fields) {
    const json = jsonBody(res);
    const record = isRecord(json) ? json : {};
    const entries: MessageEntry[] = [];
    const hints: ErrorHint[] = [];
    const raw = findAjvErrors(record.validation) ?? findAjvErrors(record);
    if (raw !== undefined) {
      const read = readAjvErrors(raw, fields);
      hints.push(...read.hints);
      entries.push(...read.entries);
    } else {
      for (const part of splitMessage(asString(record.message) ?? '')) entries.push({ message: part });
    }
    return toParsedError('fastify', entries, fields, hints);
  },
};

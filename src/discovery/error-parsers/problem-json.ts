/**
 * @module RFC 7807 / 9457 problem details: `application/problem+json`, or a body with `type`/`title`/
 * `status`/`detail`. Extension members carry the per-field errors in many dialects: `errors:
 * [{pointer: "/bedrooms", detail}]`, `invalid-params: [{name, reason}]`, `errors: [{field, message}]`,
 * ASP.NET's `errors: {Bedrooms: ["…"]}`, with `allowedValues` beside an item.
 */
import { collectMessages } from './collect-messages.ts';
import { contentType, isRecord, jsonBody } from './json-reader.ts';
import { toParsedError } from './message-entry.ts';
import type { ErrorBodyParser } from './types.ts';

export const problemJsonParser: ErrorBodyParser = {
  name: 'problem+json',
  canParse(res) {
    const json = jsonBody(res);
    if (!isRecord(json)) return false;
    if (contentType(res).includes('problem+json')) return true;
    const { type, title, status, detail } = json;
    return (
      (typeof title === 'string' && (typeof status === 'number' || typeof type === 'string')) ||
      (typeof type === 'string' && typeof detail === 'string')
    );
  },
  parse: (res, fields) => toParsedError('problem+json', collectMessages(jsonBody(res), fields), fields),
};

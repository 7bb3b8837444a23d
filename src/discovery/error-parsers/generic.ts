/**
 * @module The fallback when no parser recognises the body: every string found in the JSON (or every
 * line of the text) is a message, tied to a field where the structure names one, and read by the
 * message interpreter.
 */
import { collectMessages } from './collect-messages.ts';
import { jsonBody } from './json-reader.ts';
import { toParsedError } from './message-entry.ts';
import { textLines } from './text-body.ts';
import type { ErrorBodyParser } from './types.ts';

export const genericParser: ErrorBodyParser = {
  name: 'generic',
  canParse: (res) => res.body.trim() !== '' || res.json !== undefined,
  parse(res, fields) {
    const json = jsonBody(res);
    const entries =
      json === undefined
        ? textLines(res.body).map((message) => ({ message }))
        : collectMessages(json, fields);
    return toParsedError('generic', entries, fields);
  },
};

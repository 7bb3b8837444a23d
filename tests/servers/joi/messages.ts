/**
 * @module Joi's error messages (labels are full paths: `"primary.email" must be a valid email`) and
 * the body celebrate's `errors()` middleware sends: the first failure only (Joi's `abortEarly`); the
 * ObjectId check of path ids; and the replies as an Express 4 app sends them: JSON with a charset and
 * `X-Powered-By`, `text/plain` from passport's 401, and Express's own HTML error page (no stack:
 * production) wherever the body parser or the router answers.
 */

import type { ServerResponse } from 'node:http';
import type { ModelField, ModelFields } from '../shared/model-rules.ts';
import type { Violation } from '../shared/model-violations.ts';
import { createReplier, type Headers } from '../shared/replier.ts';

const TYPE_NAMES: Readonly<Record<ModelField['type'], string>> = {
  string: 'a string',
  integer: 'a number',
  number: 'a number',
  boolean: 'a boolean',
  array: 'an array',
  object: 'of type object',
};

function allowed(fields: ModelFields, path: readonly string[]): readonly string[] {
  const [head, ...rest] = path;
  const field = head === undefined ? undefined : fields[head];
  if (field?.type === 'object' && field.fields !== undefined && rest.length > 0)
    return allowed(field.fields, rest);
  return field?.type === 'string' ? (field.oneOf ?? []) : [];
}

type Words = {
  readonly [K in Violation['kind']]: (v: Violation & { kind: K }, fields: ModelFields) => string;
};

/** Joi's English messages, after the label. */
const WORDS: Words = {
  missing: () => 'is required',
  type: (v) => `must be ${TYPE_NAMES[v.expected]}`,
  empty: () => 'is not allowed to be empty',
  too_short: (v) => `length must be at least ${v.limit} characters long`,
  too_long: (v) => `length must be less than or equal to ${v.limit} characters long`,
  wrong_length: (v) => `length must be ${v.limit} characters long`,
  below: (v) => `must be greater than or equal to ${v.limit}`,
  above: (v) => `must be less than or equal to ${v.limit}`,
  not_integer: () => 'must be an integer',
  not_email: () => 'must be a valid email',
  not_allowed: (v, fields) => `must be one of [${allowed(fields, v.path).join(', ')}]`,
  unknown: () => 'is not allowed',
};

export function joiMessage(violation: Violation, fields: ModelFields): string {
  const words = WORDS[violation.kind] as (v: Violation, fields: ModelFields) => string;
  return `"${violation.path.join('.')}" ${words(violation, fields)}`;
}

export type Segment = 'params' | 'body';

/** celebrate's `errors()` body for the first failure in a request segment. */
export function celebrateError(segment: Segment, keys: readonly string[], message: string) {
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Validation failed',
    validation: { [segment]: { source: segment, keys: keys.length === 0 ? [] : [keys.join('.')], message } },
  };
}

/** celebrate's check of a path id, `Joi.string().hex().length(24)`: its first failure, if any. */
export function idProblem(name: string, value: string): string | undefined {
  if (!/^[0-9a-f]*$/i.test(value)) return `"${name}" must only contain hexadecimal characters`;
  return value.length === 24 ? undefined : `"${name}" length must be 24 characters long`;
}

const replier = createReplier(() => ({ 'x-powered-by': 'Express' }));

export const { sendJson, sendText, sendEmpty } = replier;

/** `finalhandler`'s page: the message escaped inside `<pre>`. */
export function sendHtmlError(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Headers = {},
) {
  const escaped = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n' +
    `<body>\n<pre>${escaped}</pre>\n</body>\n</html>\n`;
  replier.send(response, status, 'text/html; charset=utf-8', html, {
    ...headers,
    'content-security-policy': "default-src 'none'",
  });
}

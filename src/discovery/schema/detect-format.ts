/**
 * @module The string formats inference claims: `date-time` (RFC 3339), `date`, `uuid`, `email`,
 * `uri` (absolute http(s) URLs only). Each check is our own pattern AND ajv-formats' validator, so a
 * claimed format is one a validator will accept for the very samples it came from.
 */
import { fullFormats } from 'ajv-formats/dist/formats.js';

type Check = (text: string) => boolean;

/** Longer strings are documents, not formatted values; checking them costs time for nothing. */
const maxLength = 2048;

function ajvCheck(name: 'date-time' | 'date' | 'uuid' | 'email' | 'uri'): Check {
  const format: unknown = fullFormats[name];
  const validate: unknown =
    typeof format === 'object' && format !== null && 'validate' in format ? format.validate : format;
  if (validate instanceof RegExp) return (text) => validate.test(text);
  if (typeof validate === 'function') return (text) => validate(text) === true;
  return () => false;
}

const checks: readonly (readonly [string, RegExp, Check])[] = [
  [
    'date-time',
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/i,
    ajvCheck('date-time'),
  ],
  ['date', /^\d{4}-\d{2}-\d{2}$/, ajvCheck('date')],
  ['uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, ajvCheck('uuid')],
  ['email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/, ajvCheck('email')],
  ['uri', /^https?:\/\/[^\s/?#]+[^\s]*$/i, ajvCheck('uri')],
];

/** The one format `text` has, if any. */
export function detectFormat(text: string): string | undefined {
  if (text.length > maxLength) return undefined;
  return checks.find(([, pattern, valid]) => pattern.test(text) && valid(text))?.[0];
}

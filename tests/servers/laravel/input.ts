/**
 * @module What a Laravel controller sees as its input. `$request->isJson()` is a case-sensitive
 * search for `/json` or `+json` in the Content-Type; anything else (text/plain, no type at all) is
 * no input. The body goes through `json_decode($body, true)`: malformed JSON, invalid UTF-8, an
 * unpaired `\ud800` or nesting past 512 levels give `null`, and a non-object is no input either.
 * Then the global middleware: `TrimStrings` trims every string, `ConvertEmptyStringsToNull` turns
 * `""` (so also `"   "`) into `null`, at every depth.
 */
import { isPhpArray } from './php.ts';

export type Input = Readonly<Record<string, unknown>>;

const MAX_DEPTH = 512;
const decoder = new TextDecoder('utf-8', { fatal: true });

export function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && (contentType.includes('/json') || contentType.includes('+json'));
}

function depth(value: unknown): number {
  if (!isPhpArray(value)) return 0;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depth(item));
  return 1 + deepest;
}

/** Any string literal of the text (keys, and values a later duplicate key replaced, too). */
function hasLoneSurrogate(text: string): boolean {
  if (!/\\u[dD][89a-fA-F]/.test(text)) return false;
  for (const [literal] of text.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    if (/[\ud800-\udfff]/u.test(JSON.parse(literal) as string)) return true;
  }
  return false;
}

/** `json_decode($text, true)`, `undefined` where PHP answers `null` for an error. */
function jsonDecode(bytes: Buffer): unknown {
  try {
    const text = decoder.decode(bytes);
    const value: unknown = JSON.parse(text);
    return depth(value) > MAX_DEPTH || hasLoneSurrogate(text) ? undefined : value;
  } catch {
    return undefined;
  }
}

/** `TrimStrings` then `ConvertEmptyStringsToNull`, rebuilt without assignment (`__proto__` stays a key). */
function clean(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.replace(/^[\s\u200b]+|[\s\u200b]+$/gu, '');
    return trimmed === '' ? null : trimmed;
  }
  if (Array.isArray(value)) return value.map(clean);
  if (isPhpArray(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]));
  return value;
}

export function requestInput(bytes: Buffer, contentType: string | undefined): Input {
  if (!isJson(contentType) || bytes.length === 0) return {};
  const decoded = jsonDecode(bytes);
  if (!isPhpArray(decoded) || Array.isArray(decoded)) return {};
  return clean(decoded) as Input;
}

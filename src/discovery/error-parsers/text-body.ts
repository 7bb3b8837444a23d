/**
 * @module Plain-text and HTML error bodies (`text/plain`, `text/html`, or any body that is not JSON):
 * tags stripped, entities decoded, each line read as a message. Scripts, styles and comments are
 * dropped; a page's `<title>` is kept, as error pages often put the reason there.
 */
import { jsonBody } from './json-reader.ts';
import { type MessageEntry, toParsedError } from './message-entry.ts';
import type { ErrorBodyParser } from './types.ts';

const named: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8}\d{0,2});/gi, (whole, code: string) => {
    const lowerCode = code.toLowerCase();
    if (named[lowerCode] !== undefined) return named[lowerCode];
    const n = lowerCode.startsWith('#x')
      ? Number.parseInt(lowerCode.slice(2), 16)
      : lowerCode.startsWith('#')
        ? Number(lowerCode.slice(1))
        : Number.NaN;
    return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
  });
}

/** Visible text of an HTML (or plain) body, one block per line. */
export function visibleText(body: string): string {
  return decodeEntities(
    body
      .slice(0, 200_000)
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(
        /<br\s*\/?>|<\/(?:p|div|li|tr|h[1-6]|title|pre|dt|dd|section|article|header|footer|table|ul|ol)\s*>/gi,
        '\n',
      )
      .replace(/<[^>]{0,2000}>/g, ' '),
  );
}

export function textLines(body: string): string[] {
  const lines = visibleText(body)
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  return [...new Set(lines)].slice(0, 100);
}

export const textBodyParser: ErrorBodyParser = {
  name: 'text',
  // A JSON body sent as text/plain is still JSON: the JSON parsers (and the generic one) read it.
  canParse: (res) => res.body.trim() !== '' && jsonBody(res) === undefined,
  parse(res, fields) {
    const entries: MessageEntry[] = textLines(res.body).map((message) => ({ message }));
    return toParsedError('text', entries, fields);
  },
};

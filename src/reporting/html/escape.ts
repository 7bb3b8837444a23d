/**
 * @module Escaping for `index.html`: every string that came from the server (or from anywhere) goes
 * through `esc` before it reaches markup, and JSON embedded in a `<script>` island cannot close it.
 */

const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function esc(text: string | number | boolean): string {
  return String(text).replace(/[&<>"']/g, (c) => entities[c] as string);
}

/** Escaped text with its markdown `code` spans as `<code>` (texts written for Markdown and the page alike). */
export const withCode = (text: string) => esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');

/**
 * JSON for a `<script type="application/json">` island: `<` becomes `\u003c`, so neither
 * `</script>` nor `<!--` in a body can end the island; U+2028/U+2029 are escaped for old parsers.
 */
export function jsonIsland(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

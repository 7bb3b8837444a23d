/**
 * @module `json.Marshal`'s text for a value: HTML-safe escaping of `<`, `>`, `&` and the JavaScript
 * line separators, which Go applies by default (`json.NewEncoder` too, unless `SetEscapeHTML(false)`).
 * Decoded int64s (`bigint`) print as numbers, maps (`Map`) as `{}`.
 */

const HTML_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function goMarshal(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? Number(v) : v)).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => HTML_UNSAFE[ch] ?? ch,
  );
}

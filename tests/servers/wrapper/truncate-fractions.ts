/**
 * @module Truncates every fraction in a JSON text into an integer (16.5 → 16, -0.7 → 0, 1.5e1 → 15),
 * as Jackson does when it reads a number into an `int` field, and leaves everything else byte for
 * byte: strings (escapes included), whitespace, key order, duplicate keys and malformed text. A
 * textual pass, not `JSON.parse`, so that what the server behind sees differs from what was sent
 * in the fractions only (a parse/serialise round trip would turn 1e400 into null and drop duplicates).
 */

/** A JSON string (to its closing quote, or the text's end when it never closes), or a number token. */
const TOKEN = /"(?:\\[\s\S]?|[^"\\])*(?:"|$)|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** The token as an integer, or the token itself when it is whole already or too large to truncate exactly. */
function truncated(token: string): string {
  if (!/[.eE]/.test(token)) return token;
  const value = Number(token);
  // Beyond 2^53 a double holds no fraction anyway; leave such tokens (and infinities) as sent.
  if (!Number.isFinite(value) || Math.abs(value) >= 2 ** 53) return token;
  const whole = Math.trunc(value);
  return String(whole === 0 ? 0 : whole);
}

export function truncateFractions(text: string): string {
  return text.replace(TOKEN, (token) => (token.startsWith('"') ? token : truncated(token)));
}

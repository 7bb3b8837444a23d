/**
 * @module Record ids of the blind-zod server: cuid-like (`c` + 24 lower-case base-36 characters).
 * Path ids are checked with zod's own (lenient) cuid pattern, so `c` + 8 or more non-space,
 * non-dash characters is well-formed (and then simply not found), anything else is a 400.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** zod 3's `cuidRegex`. */
export const CUID_PATTERN = /^c[^\s-]{8,}$/i;

export function cuid(): string {
  return `c${[...randomBytes(24)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

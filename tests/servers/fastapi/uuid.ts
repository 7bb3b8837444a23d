/**
 * @module Path ids typed `report_id: UUID`: pydantic parses them with the Rust `uuid` crate, which
 * takes the simple (32 hex), hyphenated, braced and `urn:uuid:` forms in any case. A failure is a
 * `uuid_parsing` error carrying the crate's own description of what it met first.
 */

export type UuidParse =
  | { readonly ok: true; readonly uuid: string }
  | { readonly ok: false; readonly error: string };

const HYPHENATED = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GROUP_STARTS = [0, 9, 14, 19, 24] as const;
const GROUP_LENGTHS = [8, 4, 4, 4, 12] as const;

/** The braced and URN forms' inner text, and where it starts in the input. */
function unwrap(input: string): { readonly inner: string; readonly offset: number } {
  if (input.length >= 2 && input.startsWith('{') && input.endsWith('}'))
    return { inner: input.slice(1, -1), offset: 1 };
  if (input.startsWith('urn:uuid:')) return { inner: input.slice(9), offset: 9 };
  return { inner: input, offset: 0 };
}

/** Success carries the canonical (lower-case, hyphenated) form, as `str(UUID(...))` writes it. */
export function parseUuid(input: string): UuidParse {
  const { inner, offset } = unwrap(input);
  const simple = offset === 0 && /^[0-9a-f]{32}$/i.test(input);
  if (!simple && !HYPHENATED.test(inner)) return { ok: false, error: describe(inner, offset) };
  const hex = inner.replaceAll('-', '').toLowerCase();
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { ok: true, uuid };
}

/** `uuid::Error`'s `Display`: the first bad character, else the length or the hyphen groups. */
function describe(inner: string, offset: number): string {
  const hyphens: number[] = [];
  let byte = 0;
  for (const char of inner) {
    if (char === '-') hyphens.push(byte);
    else if (!/^[0-9a-f]$/i.test(char)) {
      const found = `found \`${char}\` at ${byte + offset + 1}`;
      return `invalid character: expected an optional prefix of \`urn:uuid:\` followed by [0-9a-fA-F-], ${found}`;
    }
    byte += Buffer.byteLength(char);
  }
  if (hyphens.length === 0 && offset === 0)
    return `invalid length: expected length 32 for simple format, found ${byte}`;
  if (hyphens.length !== 4) return `invalid group count: expected 5, found ${hyphens.length + 1}`;
  const ends = [...hyphens, byte];
  for (let group = 0; group < 5; group += 1) {
    const start = GROUP_STARTS[group] ?? 0;
    const expected = GROUP_LENGTHS[group] ?? 0;
    const found = (ends[group] ?? 0) - start;
    if (found !== expected)
      return `invalid group length in group ${group}: expected ${expected}, found ${found}`;
  }
  return 'invalid length';
}

/**
 * @module A JSON reader that fails the way `json.NewDecoder(body).Decode(&v)` does: Go's syntax
 * messages (`invalid character 'x' looking for beginning of value`), `EOF` for an empty body,
 * `unexpected EOF` for a truncated one, anything after the first value ignored, a 10000-deep nesting
 * cap, lone surrogates as U+FFFD, and number literals kept verbatim (`1e2` is not an int in Go).
 * Iterative, so deep nesting cannot overflow the stack.
 */

export type GoJson =
  | { readonly kind: 'null' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'number'; readonly literal: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'array'; readonly items: readonly GoJson[] }
  | { readonly kind: 'object'; readonly entries: readonly (readonly [string, GoJson])[] };

export type DecodeResult =
  | { readonly ok: true; readonly value: GoJson }
  | { readonly ok: false; readonly error: string };

const MAX_DEPTH = 10_000;

/** The one-character escapes JSON allows after a backslash. */
export const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};

class DecodeFailure extends Error {}

type Frame =
  | { readonly kind: 'array'; readonly items: GoJson[] }
  | { readonly kind: 'object'; readonly entries: [string, GoJson][]; key: string };

export function decodeFirstValue(text: string): DecodeResult {
  try {
    return { ok: true, value: new Reader(text).value() };
  } catch (error) {
    if (error instanceof DecodeFailure) return { ok: false, error: error.message };
    throw error;
  }
}

/** An `interface{}` number becomes a float64; one out of its range fails. Walked without recursion. */
export function firstFloatOverflow(root: GoJson): string | undefined {
  const pending: GoJson[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.kind === 'number' && !Number.isFinite(Number(node.literal))) return node.literal;
    // Children pushed last-first, so they are visited in document order (Go reports the first).
    if (node.kind === 'array')
      for (let k = node.items.length - 1; k >= 0; k -= 1) pending.push(node.items[k]!);
    if (node.kind === 'object')
      for (let k = node.entries.length - 1; k >= 0; k -= 1) pending.push(node.entries[k]![1]);
  }
  return undefined;
}

/** Go's `strconv.Quote` for the strings this server puts in messages. */
export function goQuote(text: string): string {
  let out = '"';
  for (const ch of text) out += quoteRune(ch, '"');
  return `${out}"`;
}

/** `encoding/json`'s `quoteChar`: the scanner sees bytes, so a multi-byte character shows as its lead byte. */
function quoteChar(ch: string): string {
  if (ch === "'") return "'\\''";
  if (ch === '"') return `'"'`;
  const code = ch.codePointAt(0) ?? 0;
  const byte = code < 0x80 ? code : (Buffer.from(ch)[0] ?? 0);
  return `'${quoteRune(String.fromCharCode(byte), "'")}'`;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '\x07': '\\a',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  '\v': '\\v',
  '\\': '\\\\',
};

function quoteRune(ch: string, quote: string): string {
  if (ch === quote) return `\\${quote}`;
  const escaped = ESCAPES[ch];
  if (escaped !== undefined) return escaped;
  const code = ch.codePointAt(0) ?? 0;
  if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, '0')}`;
  if ((code >= 0x80 && code < 0xa0) || code === 0xad) return `\\u${code.toString(16).padStart(4, '0')}`;
  return ch;
}

class Reader {
  #i = 0;
  readonly #text: string;

  constructor(text: string) {
    this.#text = text;
  }

  value(): GoJson {
    this.#skipSpace();
    if (this.#i >= this.#text.length) throw new DecodeFailure('EOF');
    const stack: Frame[] = [];
    for (;;) {
      let value: GoJson = this.#open(stack);
      // Attach completed values to their containers, closing containers as they end.
      for (;;) {
        const top = stack.at(-1);
        if (top === undefined) return value;
        if (top.kind === 'array') top.items.push(value);
        else top.entries.push([top.key, value]);
        const c = this.#nextNonSpace();
        if (c === ',') {
          this.#i += 1;
          if (top.kind === 'object') top.key = this.#key();
          break;
        }
        if (c === (top.kind === 'array' ? ']' : '}')) {
          this.#i += 1;
          stack.pop();
          value =
            top.kind === 'array'
              ? { kind: 'array', items: top.items }
              : { kind: 'object', entries: top.entries };
          continue;
        }
        this.#fail(c, top.kind === 'array' ? 'after array element' : 'after object key:value pair');
      }
    }
  }

  /**
   * Reads the next value: a scalar or an empty container is returned; a non-empty container is
   * pushed on `stack` and reading goes on with its first element (a loop, not recursion).
   */
  #open(stack: Frame[]): GoJson {
    for (;;) {
      const c = this.#nextNonSpace();
      if (c !== '[' && c !== '{') return this.#scalar(c);
      this.#i += 1;
      if (stack.length + 1 > MAX_DEPTH) this.#fail(c, 'exceeded max depth');
      const next = this.#nextNonSpace();
      if (next === (c === '[' ? ']' : '}')) {
        this.#i += 1;
        return c === '[' ? { kind: 'array', items: [] } : { kind: 'object', entries: [] };
      }
      stack.push(
        c === '[' ? { kind: 'array', items: [] } : { kind: 'object', entries: [], key: this.#keyAt() },
      );
    }
  }

  #scalar(c: string): GoJson {
    if (c === '"') return { kind: 'string', value: this.#string() };
    if (c === '-' || (c >= '0' && c <= '9')) return { kind: 'number', literal: this.#number() };
    if (c === 't') return this.#literal('true', { kind: 'bool', value: true });
    if (c === 'f') return this.#literal('false', { kind: 'bool', value: false });
    if (c === 'n') return this.#literal('null', { kind: 'null' });
    return this.#fail(c, 'looking for beginning of value');
  }

  /** After a `,` in an object: a key string and its colon. */
  #key(): string {
    this.#nextNonSpace();
    return this.#keyAt();
  }

  #keyAt(): string {
    const c = this.#peek();
    if (c !== '"') this.#fail(c, 'looking for beginning of object key string');
    const key = this.#string();
    const colon = this.#nextNonSpace();
    if (colon !== ':') this.#fail(colon, 'after object key');
    this.#i += 1;
    return key;
  }

  #string(): string {
    const text = this.#text;
    this.#i += 1;
    let out = '';
    let start = this.#i;
    for (;;) {
      const c = this.#peek();
      if (c === '"') {
        out += text.slice(start, this.#i);
        this.#i += 1;
        return out;
      }
      if (c === '\\') {
        out += text.slice(start, this.#i);
        this.#i += 1;
        out += this.#escape();
        start = this.#i;
        continue;
      }
      if (c < ' ') this.#fail(c, 'in string literal');
      this.#i += 1;
    }
  }

  #escape(): string {
    const c = this.#peek();
    this.#i += 1;
    const plain = SIMPLE_ESCAPES[c];
    if (plain !== undefined) return plain;
    if (c !== 'u') return this.#fail(c, 'in string escape code');
    const unit = this.#hex4();
    if (unit < 0xd800 || unit > 0xdfff) return String.fromCharCode(unit);
    // A surrogate counts only as the first half of a valid pair; anything else is U+FFFD.
    const text = this.#text;
    if (unit <= 0xdbff && text[this.#i] === '\\' && text[this.#i + 1] === 'u') {
      const low = Number.parseInt(text.slice(this.#i + 2, this.#i + 6), 16);
      if (/^[0-9a-f]{4}$/i.test(text.slice(this.#i + 2, this.#i + 6)) && low >= 0xdc00 && low <= 0xdfff) {
        this.#i += 6;
        return String.fromCharCode(unit, low);
      }
    }
    return '\ufffd';
  }

  #hex4(): number {
    let unit = 0;
    for (let k = 0; k < 4; k += 1) {
      const c = this.#peek();
      const digit = Number.parseInt(c, 16);
      if (Number.isNaN(digit)) this.#fail(c, 'in \\u hexadecimal character escape');
      unit = unit * 16 + digit;
      this.#i += 1;
    }
    return unit;
  }

  #number(): string {
    const start = this.#i;
    if (this.#peekOrEnd() === '-') this.#i += 1;
    const first = this.#peek();
    if (first === '0') this.#i += 1;
    else if (first >= '1' && first <= '9') this.#digits();
    else this.#fail(first, 'in numeric literal');
    if (this.#peekOrEnd() === '.') {
      this.#i += 1;
      const c = this.#peek();
      if (!(c >= '0' && c <= '9')) this.#fail(c, 'after decimal point in numeric literal');
      this.#digits();
    }
    const e = this.#peekOrEnd();
    if (e === 'e' || e === 'E') {
      this.#i += 1;
      const sign = this.#peek();
      if (sign === '+' || sign === '-') this.#i += 1;
      const c = this.#peek();
      if (!(c >= '0' && c <= '9')) this.#fail(c, 'in exponent of numeric literal');
      this.#digits();
    }
    return this.#text.slice(start, this.#i);
  }

  #digits(): void {
    for (;;) {
      const c = this.#peekOrEnd();
      if (!(c >= '0' && c <= '9')) return;
      this.#i += 1;
    }
  }

  #literal(word: string, value: GoJson): GoJson {
    for (let k = 0; k < word.length; k += 1) {
      const c = this.#peek();
      if (c !== word[k]) this.#fail(c, `in literal ${word} (expecting ${quoteChar(word[k] ?? '')})`);
      this.#i += 1;
    }
    return value;
  }

  /** The next non-space character, which must exist (a value is still due). */
  #nextNonSpace(): string {
    this.#skipSpace();
    return this.#peek();
  }

  #skipSpace(): void {
    const text = this.#text;
    while (this.#i < text.length && ' \t\n\r'.includes(text[this.#i] ?? '')) this.#i += 1;
  }

  /** The current character; running out of input mid-value is Go's `unexpected EOF`. */
  #peek(): string {
    const c = this.#text[this.#i];
    if (c === undefined) throw new DecodeFailure('unexpected EOF');
    return c;
  }

  /** The current character, or '' at the end (a top-level number may end the input). */
  #peekOrEnd(): string {
    return this.#text[this.#i] ?? '';
  }

  #fail(c: string, context: string): never {
    throw new DecodeFailure(`invalid character ${quoteChar(c)} ${context}`);
  }
}

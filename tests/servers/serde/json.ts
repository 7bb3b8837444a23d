/**
 * @module A JSON reader that fails as `serde_json` does: its syntax messages (`expected value`,
 * `key must be a string`, `trailing comma`, `EOF while parsing an object`, `trailing characters`,
 * `recursion limit exceeded` past 128 levels) with `at line L column C`, and every value keeping
 * where it ends, so a later type error can say where it was found. Number literals stay verbatim:
 * `2.0` is a float to serde, never the integer 2.
 */

export type SerdeJson = (
  | { readonly kind: 'null' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'number'; readonly literal: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'array'; readonly items: readonly SerdeJson[] }
  | { readonly kind: 'object'; readonly entries: readonly (readonly [string, SerdeJson])[] }
) & {
  /** Offset just past the value (for an object: past its `}`). */
  readonly end: number;
};

export type ReadResult =
  | { readonly ok: true; readonly value: SerdeJson }
  | { readonly ok: false; readonly error: string };

import { SIMPLE_ESCAPES as ESCAPES } from '../shared/go-json.ts';

const RECURSION_LIMIT = 128;

/** `at line L column C` for the character just before `offset` (serde_json's position). */
export function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `at line ${line} column ${offset - (before.lastIndexOf('\n') + 1)}`;
}

class SyntaxFailure extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

export function readJson(text: string): ReadResult {
  const reader = new Reader(text);
  try {
    const value = reader.value(0);
    reader.end();
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof SyntaxFailure)) throw error;
    return { ok: false, error: `${error.message} ${position(text, error.offset)}` };
  }
}

class Reader {
  #i = 0;

  constructor(readonly text: string) {}

  end(): void {
    this.#space();
    if (this.#i < this.text.length) this.#fail('trailing characters', this.#i + 1);
  }

  value(depth: number): SerdeJson {
    const c = this.#next('EOF while parsing a value');
    if (c === '{' || c === '[') {
      if (depth >= RECURSION_LIMIT) this.#fail('recursion limit exceeded', this.#i + 1);
      this.#i += 1;
      return c === '{' ? this.#object(depth + 1) : this.#array(depth + 1);
    }
    if (c === '"') {
      const value = this.#string();
      return { kind: 'string', value, end: this.#i };
    }
    if (c === '-' || (c >= '0' && c <= '9')) return { kind: 'number', literal: this.#number(), end: this.#i };
    for (const [word, node] of [
      ['true', { kind: 'bool', value: true }],
      ['false', { kind: 'bool', value: false }],
      ['null', { kind: 'null' }],
    ] as const) {
      if (c !== word[0]) continue;
      for (const ch of word) {
        if (this.text[this.#i] === undefined) this.#fail('EOF while parsing a value', this.#i);
        if (this.text[this.#i] !== ch) this.#fail('expected ident', this.#i + 1);
        this.#i += 1;
      }
      return { ...node, end: this.#i };
    }
    return this.#fail('expected value', this.#i + 1);
  }

  #object(depth: number): SerdeJson {
    const entries: [string, SerdeJson][] = [];
    this.#items('}', 'EOF while parsing an object', () => {
      if (this.text[this.#i] !== '"') this.#fail('key must be a string', this.#i + 1);
      const key = this.#string();
      if (this.#next('EOF while parsing an object') !== ':') this.#fail('expected `:`', this.#i + 1);
      this.#i += 1;
      entries.push([key, this.value(depth)]);
    });
    return { kind: 'object', entries, end: this.#i };
  }

  #array(depth: number): SerdeJson {
    const items: SerdeJson[] = [];
    this.#items(']', 'EOF while parsing a list', () => items.push(this.value(depth)));
    return { kind: 'array', items, end: this.#i };
  }

  /** The members of a container up to `close`, which it consumes; `member` reads one. */
  #items(close: '}' | ']', eof: string, member: () => void): void {
    for (let first = true; ; first = false) {
      if (this.#next(eof) === close) {
        if (!first) this.#fail('trailing comma', this.#i + 1);
        this.#i += 1;
        return;
      }
      member();
      const after = this.#next(eof);
      this.#i += 1;
      if (after === close) return;
      if (after !== ',') this.#fail(`expected \`,\` or \`${close}\``, this.#i);
    }
  }

  #string(): string {
    this.#i += 1;
    let out = '';
    for (;;) {
      const c = this.text[this.#i];
      if (c === undefined) this.#fail('EOF while parsing a string', this.#i);
      this.#i += 1;
      if (c === '"') return out;
      if (c < ' ') this.#fail('control character (\\u0000-\\u001F) found while parsing a string', this.#i);
      if (c !== '\\') {
        out += c;
        continue;
      }
      const e = this.text[this.#i] ?? '';
      this.#i += 1;
      if (ESCAPES[e] !== undefined) out += ESCAPES[e];
      else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.#i, this.#i + 4))) {
        out += String.fromCharCode(Number.parseInt(this.text.slice(this.#i, this.#i + 4), 16));
        this.#i += 4;
      } else this.#fail('invalid escape', this.#i);
    }
  }

  #number(): string {
    const m = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/.exec(this.text.slice(this.#i));
    const literal = m?.[0] ?? '';
    const next = this.text[this.#i + literal.length] ?? '';
    if (literal === '' || literal === '-' || /[\d.eE]/.test(next))
      this.#fail('invalid number', this.#i + Math.max(1, literal.length));
    this.#i += literal.length;
    return literal;
  }

  /** The next non-space character, or `eof` as the error when the text ends. */
  #next(eof: string): string {
    this.#space();
    const c = this.text[this.#i];
    return c === undefined ? this.#fail(eof, this.#i) : c;
  }

  #space(): void {
    while (' \t\n\r'.includes(this.text[this.#i] ?? 'x')) this.#i += 1;
  }

  #fail(message: string, offset: number): never {
    throw new SyntaxFailure(message, offset);
  }
}

/**
 * @module A JSON reader that keeps what kotlinx.serialization's lexer sees and a JS parse throws
 * away: the offset of every token, keys in input order, number literals verbatim (`2.0` is not
 * `2`), whether a value was quoted. Syntax errors come back in kotlinx's words with their offset.
 */
import { SIMPLE_ESCAPES } from '../shared/go-json.ts';

export type JsonNode = { readonly start: number } & (
  | { readonly kind: 'object'; readonly entries: readonly JsonEntry[] }
  | { readonly kind: 'array'; readonly items: readonly JsonNode[] }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'number'; readonly literal: string }
  | { readonly kind: 'word'; readonly word: 'true' | 'false' | 'null' }
);

export interface JsonEntry {
  readonly key: string;
  readonly keyStart: number;
  readonly value: JsonNode;
}

export type ReadResult =
  | { readonly ok: true; readonly node: JsonNode }
  | { readonly ok: false; readonly offset: number; readonly message: string };

/** Deeper input is refused rather than risk the JVM's stack (and a 500). */
const MAX_DEPTH = 512;

class SyntaxFailure extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** How kotlinx names the character at `at` in "but had '…' instead". */
export function had(text: string, at: number): string {
  return at >= text.length ? 'EOF' : (text[at] ?? 'EOF');
}

export function readJson(text: string): ReadResult {
  let pos = 0;
  const skip = () => {
    while (pos < text.length && ' \t\n\r'.includes(text[pos] ?? '')) pos += 1;
  };
  const fail = (message: string): never => {
    throw new SyntaxFailure(pos, message);
  };
  const expect = (char: string, what: string) => {
    skip();
    if (text[pos] !== char) fail(`Expected ${what} '${char}', but had '${had(text, pos)}' instead`);
    pos += 1;
  };

  function string(): string {
    expect('"', 'quotation mark');
    let out = '';
    for (;;) {
      const char = text[pos];
      if (char === undefined) return fail(`Expected quotation mark '"', but had 'EOF' instead`);
      pos += 1;
      if (char === '"') return out;
      if (char !== '\\') {
        out += char;
        continue;
      }
      const escaped = text[pos] ?? '';
      pos += 1;
      if (escaped === 'u') {
        const hex = text.slice(pos, pos + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail('Invalid unicode escape');
        out += String.fromCharCode(Number.parseInt(hex, 16));
        pos += 4;
      } else if (SIMPLE_ESCAPES[escaped] !== undefined) out += SIMPLE_ESCAPES[escaped];
      else fail(`Invalid escaped char '${escaped}'`);
    }
  }

  function value(depth: number): JsonNode {
    skip();
    const start = pos;
    if (depth > MAX_DEPTH) fail('Too deep nesting');
    const char = text[pos];
    if (char === '{') {
      pos += 1;
      const entries: JsonEntry[] = [];
      skip();
      if (text[pos] === '}') {
        pos += 1;
        return { kind: 'object', start, entries };
      }
      for (;;) {
        skip();
        const keyStart = pos;
        const key = string();
        expect(':', 'colon');
        entries.push({ key, keyStart, value: value(depth + 1) });
        skip();
        if (text[pos] === ',') pos += 1;
        else if (text[pos] === '}') {
          pos += 1;
          return { kind: 'object', start, entries };
        } else fail(`Expected end of the object '}', but had '${had(text, pos)}' instead`);
      }
    }
    if (char === '[') {
      pos += 1;
      const items: JsonNode[] = [];
      skip();
      if (text[pos] === ']') {
        pos += 1;
        return { kind: 'array', start, items };
      }
      for (;;) {
        items.push(value(depth + 1));
        skip();
        if (text[pos] === ',') pos += 1;
        else if (text[pos] === ']') {
          pos += 1;
          return { kind: 'array', start, items };
        } else fail(`Expected end of the array ']', but had '${had(text, pos)}' instead`);
      }
    }
    if (char === '"') return { kind: 'string', start, value: string() };
    NUMBER.lastIndex = pos;
    const number = NUMBER.exec(text);
    if (number !== null) {
      pos += number[0].length;
      return { kind: 'number', start, literal: number[0] };
    }
    for (const word of ['true', 'false', 'null'] as const) {
      if (text.startsWith(word, pos)) {
        pos += word.length;
        return { kind: 'word', start, word };
      }
    }
    return fail(`Unexpected symbol '${had(text, pos)}' in JSON input`);
  }

  try {
    const node = value(0);
    skip();
    if (pos < text.length) fail(`Expected EOF after parsing, but had ${text[pos]} instead`);
    return { ok: true, node };
  } catch (error) {
    if (error instanceof SyntaxFailure) return { ok: false, offset: error.offset, message: error.message };
    throw error;
  }
}

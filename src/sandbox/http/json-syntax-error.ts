/**
 * @module The body-parser-style message for malformed JSON ("Unexpected token } in JSON at position
 * 6"). Node 20's own messages vary in shape and echo the input, so the first offending position is
 * found by a small iterative scanner; it runs only after `JSON.parse` has already failed.
 */

type State = 'value' | 'value-or-close' | 'after-value' | 'key' | 'key-or-close' | 'colon' | 'done';

const WS = new Set([' ', '\t', '\n', '\r']);
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX = /^[0-9a-fA-F]{4}$/;

/** Index just past a valid string starting at `i` (a quote), or the negated offending index - 1. */
function scanString(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length) {
    const c = text[j]!;
    if (c === '"') return j + 1;
    if (c < ' ') return -j - 1;
    if (c === '\\') {
      const e = text[j + 1];
      if (e === 'u') {
        if (!HEX.test(text.slice(j + 2, j + 6))) return -Math.min(j + 2, text.length) - 1;
        j += 6;
      } else if (e !== undefined && ESCAPES.has(e)) j += 2;
      else return -(j + 1) - 1;
    } else j++;
  }
  return -text.length - 1;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function scanScalar(text: string, i: number): number {
  const c = text[i]!;
  if (c === '"') return scanString(text, i);
  for (const literal of ['true', 'false', 'null']) {
    if (c !== literal[0]) continue;
    for (let k = 1; k < literal.length; k++) if (text[i + k] !== literal[k]) return -(i + k) - 1;
    return i + literal.length;
  }
  NUMBER.lastIndex = i;
  const m = NUMBER.exec(text);
  return m && m[0].length > 0 && m[0] !== '-' ? i + m[0].length : -i - 1;
}

/** Position of the first syntax error, `text.length` for an unexpected end, or -1 when valid. */
export function jsonErrorPosition(text: string): number {
  const stack: string[] = [];
  let state: State = 'value';
  let i = 0;
  for (;;) {
    while (i < text.length && WS.has(text[i]!)) i++;
    if (i >= text.length) return state === 'done' ? -1 : text.length;
    const c = text[i]!;
    if (state === 'done') return i;
    if (state === 'colon') {
      if (c !== ':') return i;
      state = 'value';
      i++;
    } else if (state === 'after-value') {
      const top = stack[stack.length - 1];
      if (c === ',' && top !== undefined) state = top === '{' ? 'key' : 'value';
      else if ((c === '}' && top === '{') || (c === ']' && top === '[')) stack.pop();
      else return i;
      i++;
      if (c !== ',' && stack.length === 0) state = 'done';
    } else if ((state === 'key-or-close' && c === '}') || (state === 'value-or-close' && c === ']')) {
      stack.pop();
      i++;
      state = stack.length === 0 ? 'done' : 'after-value';
    } else if (state === 'key' || state === 'key-or-close') {
      if (c !== '"') return i;
      const end = scanString(text, i);
      if (end < 0) return -end - 1;
      i = end;
      state = 'colon';
    } else if (c === '{' || c === '[') {
      stack.push(c);
      i++;
      state = c === '{' ? 'key-or-close' : 'value-or-close';
    } else {
      const end = scanScalar(text, i);
      if (end < 0) return -end - 1;
      i = end;
      state = stack.length === 0 ? 'done' : 'after-value';
    }
  }
}

/** The message an Express app built on Node 16's `JSON.parse` would send for this text. */
export function jsonSyntaxMessage(text: string): string {
  const position = jsonErrorPosition(text);
  if (position < 0 || position >= text.length) return 'Unexpected end of JSON input';
  const c = text[position]!;
  if (c === '"') return `Unexpected string in JSON at position ${position}`;
  if (/[-\d]/.test(c)) return `Unexpected number in JSON at position ${position}`;
  return `Unexpected token ${c} in JSON at position ${position}`;
}

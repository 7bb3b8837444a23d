/**
 * @module The facts file of a baseline: one fact per line, `<key> = <value>`, sorted by key (code
 * points, so every machine writes the same order), so a pull request that updates a baseline shows
 * each changed fact as one changed line. A key never holds a bare `=` (it is written `\=`), so the
 * first ` = ` of a line ends the key; a backslash or a line break in a key or value is escaped.
 * Lines starting with `#` are comments.
 */
import type { Facts } from './schema-facts.ts';

const HEADER =
  '# One fact per line: <METHOD> <path> <area> = <value>, sorted. Written by UPDATE_BASELINE=true.';

const escaped = (text: string, extra: RegExp | undefined) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(extra ?? /(?!)/g, (c) => `\\${c}`);

function unescaped(text: string): string {
  return text.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 'r' ? '\r' : c));
}

export function formatFacts(facts: Facts): string {
  const keys = Object.keys(facts).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const lines = keys.map((key) => `${escaped(key, /=/g)} = ${escaped(facts[key] ?? '', undefined)}`);
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/** The facts of a facts file; a line that is not `<key> = <value>` throws (the caller names the file). */
export function parseFacts(text: string): Facts {
  const facts: Facts = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const at = line.indexOf(' = ');
    if (at <= 0) throw new Error(`not a fact line: ${line.slice(0, 80)}`);
    facts[unescaped(line.slice(0, at))] = unescaped(line.slice(at + 3));
  }
  return facts;
}

/**
 * @module What Python's `json.loads` would have said about a text V8's `JSON.parse` refused: the
 * `JSONDecodeError`'s bare `msg` ("Expecting value", "Extra data" …) and its `pos` (a character
 * index), rebuilt from V8's message (its position where it gives one; else the offending token's
 * first place, or the end of the text). Close to Python's, not always equal.
 */

/** V8's `JSON.parse` complaint → Python's `JSONDecodeError` (`msg`, `pos`), roughly. */
export function pythonJsonError(message: string, text: string): { msg: string; pos: number } {
  const position = Number(/at position (\d+)/.exec(message)?.[1] ?? Number.NaN);
  const token = /^Unexpected token '(.)'/su.exec(message)?.[1];
  const pos = Number.isNaN(position) ? (token === undefined ? text.length : text.indexOf(token)) : position;
  const rules: [RegExp, string, number?][] = [
    [/property name/, 'Expecting property name enclosed in double quotes'],
    [/Expected ':'/, "Expecting ':' delimiter"],
    [/Expected ','/, "Expecting ',' delimiter"],
    [/non-whitespace character after JSON/, 'Extra data'],
    [/Unterminated string/, 'Unterminated string starting at', text.lastIndexOf('"', pos - 1)],
    [/control character/, 'Invalid control character at'],
  ];
  const rule = rules.find(([pattern]) => pattern.test(message));
  return { msg: rule?.[1] ?? 'Expecting value', pos: Math.max(0, rule?.[2] ?? pos) };
}

/**
 * @module The few Python behaviours DRF's messages and conversions show through: `int(text)`
 * (surrounding spaces, a sign, `1_000`), `type(x).__name__` of a parsed JSON value and `str(x)`
 * of one (lists and dicts as their repr).
 */

/** Python's `int(text)` on a decimal string, or `undefined` where it raises `ValueError`. */
export function pythonInt(text: string): number | undefined {
  const match = /^\s*([+-]?\d+(?:_\d+)*)\s*$/.exec(text);
  if (match?.[1] === undefined) return undefined;
  const value = Number(match[1].replaceAll('_', ''));
  return Number.isSafeInteger(value) ? value : undefined;
}

/** `type(value).__name__` of what `json.loads` would have made of `value`. */
export function pythonTypeName(value: unknown): string {
  if (value === null) return 'NoneType';
  if (Array.isArray(value)) return 'list';
  switch (typeof value) {
    case 'string':
      return 'str';
    case 'boolean':
      return 'bool';
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    default:
      return 'dict';
  }
}

/** Python's `str(value)`: strings as they are, everything else as its repr. */
export function pythonStr(value: unknown): string {
  return typeof value === 'string' ? value : pythonRepr(value);
}

function pythonRepr(value: unknown): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : value > 0 ? 'inf' : '-inf';
  if (typeof value === 'string') {
    const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
    return `${quote}${value.replaceAll('\\', '\\\\').replaceAll(quote, `\\${quote}`)}${quote}`;
  }
  if (Array.isArray(value)) return `[${value.map(pythonRepr).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  return `{${entries.map(([key, item]) => `${pythonRepr(key)}: ${pythonRepr(item)}`).join(', ')}}`;
}

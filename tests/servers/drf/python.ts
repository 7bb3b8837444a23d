/**
 * @module The few Python behaviours DRF's messages and conversions show through: `int(text)`
 * (surrounding spaces, a sign, `1_000`), `type(x).__name__` of a parsed JSON value and `str(x)`
 * of one (lists and dicts as their repr).
 * Django's `EmailValidator`: a dot-atom or quoted local part, the last `@`, then a domain with a
 * TLD of two letters or more (`a@b` fails) or `localhost`; at most 320 characters.
 * The lookup's cast of a path id (Django's keys count from 1042 here, one sequence per table):
 * `Model.objects.get(pk=…)` runs `int()`, so `+1042`, `01042` and `1_042` find record 1042 while
 * `1042abc` raises `ValueError`, which DRF turns into a 404 like any miss.
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

const USER =
  /^(?:[-!#$%&'*+/=?^_`{}|~0-9A-Z]+(?:\.[-!#$%&'*+/=?^_`{}|~0-9A-Z]+)*|"(?:[\x01-\x08\x0b\x0c\x0e-\x1f!#-[\]-\x7f]|\\[\x01-\x09\x0b\x0c\x0e-\x7f])*")$/i;
const DOMAIN = /^(?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?\.)+[A-Z0-9-]{2,63}$/i;

export function isDjangoEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 0 || value.length > 320) return false;
  const domain = value.slice(at + 1);
  return (
    USER.test(value.slice(0, at)) &&
    (domain === 'localhost' || (DOMAIN.test(domain) && !domain.endsWith('-')))
  );
}

/** The canonical key a path id names, or `undefined` where the cast raises. */
export function castPathId(id: string): string | undefined {
  const value = pythonInt(id);
  return value === undefined ? undefined : String(value);
}

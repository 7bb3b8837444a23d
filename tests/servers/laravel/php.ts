/**
 * @module The PHP behaviours Laravel's validator and responses show through: `is_numeric`,
 * `filter_var($v, FILTER_VALIDATE_INT)`, `(string) $v`, `mb_strlen`, `Str::snake` (for attribute
 * names in messages) and `json_encode` with no flags (`\/` and `\u00e9` escapes).
 */

/** A JSON object or array, which `json_decode($body, true)` turns into a PHP array alike. */
export function isPhpArray(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

/** `is_numeric`: numbers, and decimal strings with optional surrounding whitespace (PHP 8). */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return true;
  return (
    typeof value === 'string' &&
    /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/.test(value)
  );
}

const INT64_MAX = 2n ** 63n - 1n;

/** `filter_var($value, FILTER_VALIDATE_INT) !== false`: `12`, `"12"`, `" +12 "`, `12.0` and `true`. */
export function isFilterInt(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value === 'number') return Number.isSafeInteger(value);
  if (typeof value !== 'string') return false;
  const digits = /^[ \t\r\n\v]*([+-]?)(0|[1-9]\d*)[ \t\r\n\v]*$/.exec(value);
  if (digits?.[2] === undefined) return false;
  const magnitude = BigInt(digits[2]);
  return digits[1] === '-' ? magnitude <= INT64_MAX + 1n : magnitude <= INT64_MAX;
}

/** `(string) $value` of a scalar. */
export function phpString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  return String(value);
}

/** `mb_strlen((string) $value)`: code points. */
export function mbStrlen(value: unknown): number {
  return [...phpString(value)].length;
}

/** `str_replace('_', ' ', Str::snake($attribute))`: `clientEmail` → `client email`. */
export function attributeWords(attribute: string): string {
  if (/^[a-z]+$/.test(attribute)) return attribute;
  const words = attribute.replace(
    /(^|\s)(\S)/gu,
    (_, space: string, first: string) => space + first.toUpperCase(),
  );
  const snake = words
    .replace(/\s+/gu, '')
    .replace(/(.)(?=[A-Z])/gu, '$1_')
    .toLowerCase();
  return snake.replaceAll('_', ' ');
}

/** `json_encode($data)`: slashes escaped, everything past ASCII as `\uXXXX`. */
export function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('/', '\\/')
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * @module The fixed values of edge and negative cases, as data: each labelled, the label ends up
 * in the case id (`op01-injection-state-sql`).
 */

export interface EdgeValue {
  readonly label: string;
  readonly value: unknown;
}

export const WHITESPACE = ' \t\n ';
export const VERY_LONG = 'x'.repeat(10_000);
export const UNKNOWN_FIELD = { name: 'unexpectedField', value: 'unexpected' } as const;

export const unicodeSamples: readonly EdgeValue[] = [
  { label: 'emoji', value: '🏠🔑 Casa ✅ 👨‍👩‍👧' },
  { label: 'rtl', value: 'مرحبا بالعالم \u202Eabc' },
  { label: 'zero_width', value: 'Main\u200B St\u200D\uFEFF' },
  { label: 'combining', value: 'Cafe\u0301 Z\u0351\u0364a\u0353\u0332l\u0330go' },
];

export const CONTROL_CHARS = 'a\u0000b\u0007c\bd\u001Be\u007Ff\r\ng';

export const injectionPayloads: readonly EdgeValue[] = [
  { label: 'sql', value: "' OR '1'='1' --" },
  { label: 'nosql', value: { $gt: '' } },
  { label: 'template', value: '{{7*7}}' },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the placeholder itself
  { label: 'template_literal', value: '${7*7}' },
  { label: 'path_traversal', value: '../../etc/passwd' },
];

/**
 * `literal` is the exact JSON text sent: `-0` and `1e3` do not survive `JSON.stringify`, so those
 * go out as raw JSON text.
 */
export const numericBoundaries: readonly { readonly label: string; readonly literal: string }[] = [
  { label: 'zero', literal: '0' },
  { label: 'minus_one', literal: '-1' },
  { label: 'int32_overflow', literal: '2147483648' },
  { label: 'two_pow_53', literal: '9007199254740992' },
  { label: 'half', literal: '0.5' },
  { label: 'huge', literal: '1e308' },
  { label: 'negative_zero', literal: '-0' },
  { label: 'exponent', literal: '1e3' },
];

export const MALFORMED_ID = 'not-an-id!';
export const VERY_LONG_ID = 'a1'.repeat(1000);

/** Already percent-encoded: they go into the path verbatim. */
export const encodedPathSpecials: readonly EdgeValue[] = [
  { label: 'dot_dot_slash', value: '%2e%2e%2f' },
  { label: 'nul', value: '%00' },
  { label: 'sql', value: "'%20OR%201=1" },
];

/** Per enforced type, values of other types: a scalar swap and a structural one. */
export const wrongTypeValues = {
  string: [
    { label: 'number', value: 12345 },
    { label: 'object', value: { value: 'text' } },
  ],
  number: [
    { label: 'string', value: 'not-a-number' },
    { label: 'object', value: { value: 1 } },
  ],
  integer: [
    { label: 'string', value: 'not-a-number' },
    { label: 'object', value: { value: 1 } },
  ],
  boolean: [
    { label: 'string', value: 'not-a-boolean' },
    { label: 'object', value: { value: true } },
  ],
  object: [
    { label: 'string', value: 'not-an-object' },
    { label: 'array', value: ['not', 'an', 'object'] },
  ],
  array: [
    { label: 'string', value: 'not-an-array' },
    { label: 'object', value: { value: 'not-an-array' } },
  ],
} as const satisfies Record<string, readonly EdgeValue[]>;

/**
 * @module The small vocabularies messages are written in: numbers (`20`, `-0.5`, `1e3`), value lists
 * (`a, b or c`, `[a, b]`, `'a' | 'b'`), type words (`int`, `java.lang.Integer`) and format words.
 */

/** A number as messages write it: integers, decimals, negatives (also U+2212), exponents. */
export const numberPattern = String.raw`[-+\u2212]?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?`;

export function parseNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text.replace('\u2212', '-'));
  return Number.isFinite(n) ? n : undefined;
}

const quotePairs: Readonly<Record<string, string>> = { "'": "'", '"': '"', '`': '`', '“': '”', '‘': '’' };

function unquote(text: string): string {
  let t = text.trim();
  for (;;) {
    const close = quotePairs[t[0] ?? ''];
    if (close === undefined || t.length < 2 || !t.endsWith(close)) return t;
    t = t.slice(1, -1).trim();
  }
}

const listEnd =
  /(?:[,;]?\s*\(?\s*(?:but\s+)?(?:received|got|given|found|provided|actual|instead)\b|\.\s+[A-Z]|\.\s*$|\n)/i;

/**
 * Values listed after an "one of"/"allowed" marker. Cut at the end of the list (`, received 'x'`,
 * end of sentence), unbracketed, split on commas, `|`, `;`, `or`, `and`, unquoted.
 */
export function parseValueList(tail: string): string[] {
  let text = tail.trim().replace(/^[:=]\s*/, '');
  const open = text[0];
  const close = open === '[' ? ']' : open === '(' ? ')' : open === '{' ? '}' : undefined;
  if (close !== undefined) {
    const end = text.indexOf(close);
    text = text.slice(1, end < 0 ? undefined : end);
  } else {
    const end = text.search(listEnd);
    if (end >= 0) text = text.slice(0, end);
  }
  const values = text
    .split(/\s*(?:,|\||;|\s\/\s)\s*|\s+or\s+|\s+and\s+/i)
    .map((v) => unquote(v.replace(/^(?:or|and|either)\s+/i, '')))
    .filter((v) => v !== '' && v.length <= 80);
  return [...new Set(values)].slice(0, 200);
}

/** Quoted strings in order: `'a' or 'b'` → a, b. */
export function quotedValues(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`|“([^”]*)”|‘([^’]*)’/g)) {
    out.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '');
  }
  return out;
}

export type JsonTypeName = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

/** Type words, longest first so `integer number` wins over `integer` and `number`. */
const typeWords: readonly (readonly [RegExp, JsonTypeName])[] = [
  [
    /^(?:integer number|whole number|integer|int(?:8|16|32|64)?|u?int(?:8|16|32|64)|[ui](?:8|16|32|64|128|size)|long|short|java\.lang\.(?:Integer|Long|Short))$/i,
    'integer',
  ],
  [
    /^(?:finite number|number|numeric|float(?:32|64)?|f(?:32|64)|double|decimal|real|java\.lang\.(?:Double|Float)|bigdecimal)$/i,
    'number',
  ],
  [/^(?:string|str|text|java\.lang\.String)$/i, 'string'],
  [/^(?:boolean value|boolean|bool|java\.lang\.Boolean)$/i, 'boolean'],
  [/^(?:array|list|sequence|seq|vec|tuple|collection|slice|set)$/i, 'array'],
  [/^(?:object|dict|dictionary|map|mapping|record|hash|struct|model)$/i, 'object'],
  [/^null$/i, 'null'],
];

/** Alternation matching any type word, for embedding in patterns. */
export const typeWordPattern = String.raw`integer number|whole number|finite number|boolean value|java\.lang\.[A-Za-z]+|bigdecimal|integer|u?int(?:8|16|32|64)?|[ui](?:8|16|32|64|128|size)|number|numeric|float(?:32|64)?|f(?:32|64)|double|decimal|string|str|boolean|bool|array|list|sequence|object|dict|dictionary|mapping|map|struct|null`;

/** Integer type words that admit no negative number (`u64`, `uint32`, `usize`). */
export const unsignedType = /^(?:u(?:8|16|32|64|128|size)|uint(?:8|16|32|64)?|unsigned(?:\s+\w+)?)$/i;

export function typeName(word: string): JsonTypeName | undefined {
  const w = unquote(word).trim();
  return typeWords.find(([re]) => re.test(w))?.[1];
}

/** Format words as messages name them, mapped to JSON Schema format names. */
const formatWords: readonly (readonly [RegExp, string])[] = [
  [/^(?:e-?mail(?: address)?)$/i, 'email'],
  [/^(?:uuid(?:v?\d)?|guid)$/i, 'uuid'],
  [/^(?:ur[il](?: address)?|link|web address)$/i, 'uri'],
  [/^(?:iso ?8601(?: date)?(?: string)?|date-?time|timestamp|iso date(?:time)?|date string)$/i, 'date-time'],
  [/^date$/i, 'date'],
  [/^time$/i, 'time'],
  [/^(?:ipv4|ip(?: address)?)$/i, 'ipv4'],
  [/^ipv6$/i, 'ipv6'],
  [/^(?:hostname|host name|domain(?: name)?|fqdn)$/i, 'hostname'],
  [/^(?:phone(?: number)?|mobile(?: phone)?(?: number)?|telephone(?: number)?)$/i, 'phone'],
];

export const formatWordPattern = String.raw`e-?mail(?: address)?|uuid(?:v?\d)?|guid|ur[il](?: address)?|web address|iso ?8601(?: date)?(?: string)?|date-?time|timestamp|iso date(?:time)?|date string|date|time|ipv4|ipv6|ip address|hostname|host name|domain name|fqdn|phone number|phone|mobile phone number|mobile number|telephone number`;

export function formatName(word: string): string | undefined {
  const w = unquote(word).trim().replace(/\s+/g, ' ');
  return formatWords.find(([re]) => re.test(w))?.[1];
}

/**
 * @module Credentials other than a bearer token, per identity: extra request headers (an API key, a
 * tenant header, another `Authorization` scheme) and a `Cookie` header. Parsed from
 * `EXTRA_HEADERS` / `COOKIE` (identity A) and `EXTRA_HEADERS_B` / `COOKIE_B` (identity B); errors
 * name the variable and never echo a value, since values are secrets.
 */
import { ConfigError } from './errors.ts';

/** What identity A's requests carried, by name only: a bearer token, extra headers, cookies. */
export interface SentCredentials {
  readonly bearer: boolean;
  readonly headers: readonly string[];
  readonly cookies: readonly string[];
}

export interface Credentials {
  /** Header name (as written) → value. */
  readonly headers: Readonly<Record<string, string>>;
  /** The `Cookie` header value (`name=value; name2=value2`). */
  readonly cookie?: string;
}

/** RFC 9110 token characters. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers the client frames itself: a configured one would break the request. */
const FRAMING = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'content-type']);

function header(variable: string, name: string, value: unknown): [string, string] {
  const n = name.trim();
  if (!HEADER_NAME.test(n)) throw new ConfigError(variable, `"${n.slice(0, 40)}" is not a header name`);
  if (FRAMING.has(n.toLowerCase())) throw new ConfigError(variable, `${n} is set by the client itself`);
  if (n.toLowerCase() === 'cookie') throw new ConfigError(variable, 'put cookies in COOKIE / COOKIE_B');
  if (typeof value !== 'string') throw new ConfigError(variable, `the value of ${n} must be a string`);
  const v = value.trim();
  if (v === '' || /[\r\n\0]/.test(v))
    throw new ConfigError(variable, `the value of ${n} is empty or has a line break`);
  return [n, v];
}

/**
 * `Name: value; Name2: value` or a JSON object `{"Name": "value"}` (for values holding `;`).
 * Undefined or blank → no headers.
 */
export function parseHeaders(variable: string, raw: string | undefined): Record<string, string> {
  const text = raw?.trim() ?? '';
  if (text === '') return {};
  let pairs: [string, unknown][];
  if (text.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ConfigError(variable, 'starts with "{" but is not a JSON object');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new ConfigError(variable, 'expected a JSON object of header names to values');
    }
    pairs = Object.entries(parsed);
  } else {
    pairs = text
      .split(';')
      .filter((part) => part.trim() !== '')
      .map((part) => {
        const colon = part.indexOf(':');
        if (colon <= 0)
          throw new ConfigError(variable, 'expected "Name: value; Name2: value" or a JSON object');
        return [part.slice(0, colon), part.slice(colon + 1)];
      });
  }
  const out: Record<string, string> = {};
  for (const [name, value] of pairs) {
    const [n, v] = header(variable, name, value);
    if (Object.keys(out).some((k) => k.toLowerCase() === n.toLowerCase())) {
      throw new ConfigError(variable, `${n} is given twice`);
    }
    out[n] = v;
  }
  return out;
}

/** A `Cookie` header value; undefined or blank → none. */
export function parseCookie(variable: string, raw: string | undefined): string | undefined {
  const text = raw?.trim() ?? '';
  if (text === '') return undefined;
  if (/[\r\n\0]/.test(text)) throw new ConfigError(variable, 'a cookie cannot hold a line break');
  if (!text.split(';').every((pair) => pair.trim() === '' || pair.includes('='))) {
    throw new ConfigError(variable, 'expected "name=value; name2=value2"');
  }
  return text;
}

export function hasCredentials(c: Credentials | undefined): boolean {
  return c !== undefined && (Object.keys(c.headers).length > 0 || c.cookie !== undefined);
}

/** A `Cookie` header's `name=value` pairs (empty pairs and pairs without `=` left out). */
function cookiePairs(cookie: string | undefined): { name: string; value: string }[] {
  return (cookie ?? '')
    .split(';')
    .filter((pair) => pair.includes('='))
    .map((pair) => ({
      name: pair.slice(0, pair.indexOf('=')).trim(),
      value: pair.slice(pair.indexOf('=') + 1).trim(),
    }));
}

/** Every secret value the credentials hold, for the redactor: header values, the cookie and each of its values. */
export function secretsOf(c: Credentials | undefined): string[] {
  if (c === undefined) return [];
  const cookieValues = cookiePairs(c.cookie)
    .map((p) => p.value)
    .filter((v) => v !== '');
  return [...Object.values(c.headers), ...(c.cookie === undefined ? [] : [c.cookie]), ...cookieValues];
}

/** What requests carrying these credentials (and a bearer token or not) send, by name only. */
export function sentCredentials(bearer: boolean, c: Credentials | undefined): SentCredentials {
  return {
    bearer,
    headers: Object.keys(c?.headers ?? {}),
    cookies: cookiePairs(c?.cookie).map((p) => p.name),
  };
}

/** The cookie with every value replaced: the same names, credentials no server issued. */
export function malformedCookie(cookie: string, replacement: string): string {
  return cookiePairs(cookie)
    .map((p) => `${p.name}=${replacement}`)
    .join('; ');
}

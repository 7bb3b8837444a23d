/**
 * @module A copy-pasteable curl command reproducing a case's request. Tokens never appear: the
 * redacted Authorization header becomes `$ACCESS_TOKEN` (`$ACCESS_TOKEN_B` for the other tenant),
 * expanded by the shell of whoever pastes it.
 */
import type { Case } from '../core/case.ts';
import type { Exchange } from '../core/exchange.ts';
import { REDACTED } from '../http/redactor.ts';

/** Framing headers curl sets itself. */
const SKIPPED = new Set(['host', 'content-length', 'connection', 'transfer-encoding']);

/** POSIX single quotes: nothing inside is special, a quote is closed, escaped and reopened. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

export function toCurl(ex: Exchange, c: Pick<Case, 'auth' | 'body'>): string {
  const parts = ['curl', '-sS', '-X', ex.request.method];
  for (const [name, value] of Object.entries(ex.request.headers)) {
    const lower = name.toLowerCase();
    if (SKIPPED.has(lower)) continue;
    if (lower === 'authorization' && value.includes(REDACTED)) {
      const variable = c.auth === 'other_tenant' ? 'ACCESS_TOKEN_B' : 'ACCESS_TOKEN';
      parts.push('-H', `"Authorization: Bearer $${variable}"`);
    } else {
      parts.push('-H', shellQuote(`${name}: ${value}`));
    }
  }
  const body = bodyText(ex, c);
  if (body !== undefined) parts.push('--data-raw', shellQuote(body));
  parts.push(shellQuote(ex.request.url));
  return parts.join(' ');
}

/** The case's own body (never truncated), else what the record holds. */
function bodyText(ex: Exchange, c: Pick<Case, 'auth' | 'body'>): string | undefined {
  switch (c.body.kind) {
    case 'json':
      return JSON.stringify(c.body.value) ?? 'null';
    case 'raw':
      return c.body.text;
    case 'none':
      return ex.request.body;
    default:
      return c.body satisfies never;
  }
}

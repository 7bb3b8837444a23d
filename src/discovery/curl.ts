/**
 * @module A curl command for a recorded discovery exchange, with `$ACCESS_TOKEN` (or
 * `$ACCESS_TOKEN_B` for the other tenant's probes) where the redacted token was.
 */
import { shellQuote } from '../http/curl.ts';
import type { Exchange } from '../core/exchange.ts';
import { REDACTED } from '../http/redactor.ts';

const SKIPPED = new Set([
  'host',
  'content-length',
  'connection',
  'transfer-encoding',
  'user-agent',
  'accept',
]);

export function exchangeCurl(ex: Exchange): string {
  const parts = ['curl', '-sS', '-X', ex.request.method];
  for (const [name, value] of Object.entries(ex.request.headers)) {
    const lower = name.toLowerCase();
    if (SKIPPED.has(lower)) continue;
    if (lower === 'authorization' && value.includes(REDACTED)) {
      const variable = /other-tenant/.test(ex.label) ? 'ACCESS_TOKEN_B' : 'ACCESS_TOKEN';
      parts.push('-H', `"Authorization: Bearer $${variable}"`);
    } else parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  if (ex.request.body !== undefined) parts.push('--data-raw', shellQuote(ex.request.body));
  parts.push(shellQuote(ex.request.url));
  return parts.join(' ');
}

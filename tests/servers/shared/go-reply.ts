/**
 * @module Replies as Go's `net/http` writes them, for the Go look-alikes: no framework headers;
 * `json.Marshal`'s text (HTML-safe escaping of `<`, `>`, `&` and the JavaScript line separators,
 * which Go applies by default, `json.NewEncoder` too; decoded int64s as numbers, maps as `{}`);
 * `http.Redirect`; `time.Time` as it marshals; and the bearer lookup of their middlewares
 * (`strings.CutPrefix(h, "Bearer ")`, case-sensitive, then the token store).
 */
import type { ServerResponse } from 'node:http';
import { createReplier } from './replier.ts';
import type { Tenant, TenantDirectory } from './tenants.ts';

const HTML_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function goMarshal(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? Number(v) : v)).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => HTML_UNSAFE[ch] ?? ch,
  );
}

export const goReply = createReplier(() => ({}));

/** `http.Redirect`: a link to `href` (already escaped) as the body, or no body at all. */
export function goRedirect(response: ServerResponse, status: number, location: string, href?: string) {
  const text = href === undefined ? '' : `<a href="${href}">Moved Permanently</a>.\n\n`;
  response.writeHead(status, {
    location,
    ...(text === '' ? {} : { 'content-type': 'text/html; charset=utf-8' }),
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** `time.Now()` marshalled: RFC 3339, milliseconds (or nanoseconds), trailing zeros of the fraction dropped. */
export function goNow(nanos = false): string {
  const iso = new Date().toISOString();
  const extra = nanos ? String(process.hrtime()[1] % 1_000_000).padStart(6, '0') : '';
  const fraction = `${iso.slice(20, 23)}${extra}`.replace(/0+$/, '');
  return `${iso.slice(0, 19)}${fraction === '' ? '' : `.${fraction}`}Z`;
}

/** Whether a `Bearer ` credential came, and whose token it is. */
export function goBearer(header: string | undefined, tenants: TenantDirectory) {
  const sent = header?.startsWith('Bearer ') === true;
  const tenant: Tenant | undefined = sent ? tenants.byToken(header?.slice('Bearer '.length)) : undefined;
  return { sent, tenant };
}

/**
 * @module The one curl builder: a copy-pasteable command reproducing a recorded request. Tokens
 * never appear: the redacted Authorization header becomes `$ACCESS_TOKEN` (`$ACCESS_TOKEN_B` for
 * the other tenant), expanded by the shell of whoever pastes it. A body over ~2 KiB made mostly of
 * long runs of one character is generated in the line (`curl-body.ts`) and piped in.
 */
import type { RecordedRequest } from '../core/exchange.ts';
import { bodyGenerator, shellQuote } from './curl-body.ts';
import { REDACTED } from './redactor.ts';

export { shellQuote };

/** Framing headers curl sets itself. */
const FRAMING = ['host', 'content-length', 'connection', 'transfer-encoding'];
/** The client's own defaults: left out where a shorter command reads better. */
const CLIENT_DEFAULTS = ['user-agent', 'accept'];

export interface CurlOptions {
  /** The request was sent with the other tenant's token: it reads `$ACCESS_TOKEN_B`. */
  readonly otherTenant: boolean;
  /** The body as sent when the record's may be cut short (a case's own body); else the record's. */
  readonly body?: string | undefined;
  /** Leave out the client's default headers (`user-agent`, `accept`) too. */
  readonly withoutClientDefaults?: boolean;
}

export function toCurl(request: RecordedRequest, opts: CurlOptions): string {
  const skipped = new Set(opts.withoutClientDefaults === true ? [...FRAMING, ...CLIENT_DEFAULTS] : FRAMING);
  const parts = ['curl', '-sS', '-X', request.method];
  for (const [name, value] of Object.entries(request.headers)) {
    const lower = name.toLowerCase();
    if (skipped.has(lower)) continue;
    if (lower === 'authorization' && value.includes(REDACTED)) {
      const variable = opts.otherTenant ? 'ACCESS_TOKEN_B' : 'ACCESS_TOKEN';
      parts.push('-H', `"Authorization: Bearer $${variable}"`);
    } else {
      parts.push('-H', shellQuote(`${name}: ${value}`));
    }
  }
  const body = 'body' in opts ? opts.body : request.body;
  // A big body is generated and piped in (`@-`), so the line stays readable and short.
  const generated = body === undefined ? undefined : bodyGenerator(body);
  if (generated !== undefined) parts.push('--data-binary', '@-');
  else if (body !== undefined) parts.push('--data-raw', shellQuote(body));
  parts.push(shellQuote(request.url));
  return generated === undefined ? parts.join(' ') : `${generated} | ${parts.join(' ')}`;
}

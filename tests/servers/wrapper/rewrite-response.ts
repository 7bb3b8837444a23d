/**
 * @module The response side of a wrapper: the status swap, the rate-limit headers renamed or
 * removed, and the constant error body. Pure functions over a buffered answer.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { Wrapping } from './wrapping.ts';

export interface Answer {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: Buffer;
}

/** Headers a proxy must not pass on as they are (the body is re-sent with its own length). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Rate-limit headers of every convention seen: `RateLimit-*`, `X-RateLimit-*`, `X-Rate-Limit-*`, `Retry-After`. */
const RATE_HEADER = /^(x-)?rate-?limit|^retry-after$/i;

/** A rate-limit header's new name: what it says (limit, remaining, reset...) under an unknown prefix. */
function renamed(name: string): string {
  if (/^retry-after$/i.test(name)) return 'x-quota-backoff';
  return `x-quota-${name.replace(RATE_HEADER, '').replace(/^-/, '') || 'info'}`;
}

function rateHeaders(headers: IncomingHttpHeaders, mode: Wrapping['rateHeaders']): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    if (mode === undefined || !RATE_HEADER.test(name)) out[name] = value;
    else if (mode === 'rename') out[renamed(name)] = value;
  }
  return out;
}

export function swapStatus(status: number): number {
  return status === 400 ? 422 : status === 422 ? 400 : status;
}

export function rewriteResponse(
  status: number,
  headers: IncomingHttpHeaders,
  body: Buffer,
  w: Wrapping,
): Answer {
  const out = rateHeaders(headers, w.rateHeaders);
  const finalStatus = w.swapValidationStatus ? swapStatus(status) : status;
  if (w.constantErrorBody === undefined || status < 400) return { status: finalStatus, headers: out, body };
  out['content-type'] = 'text/plain; charset=utf-8';
  return { status: finalStatus, headers: out, body: Buffer.from(w.constantErrorBody) };
}

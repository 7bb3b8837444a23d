/**
 * @module One request/response pair over real HTTP: `fetch` in general, undici's `request` for a
 * GET that carries a JSON body (fetch refuses those). Bodies are kept as text and parsed leniently.
 */
import { Agent, request } from 'undici';

/**
 * GET-with-body requests get their own connection pool: undici closes the socket after each one,
 * and once that happened on the global pool, every later request there opened a new connection
 * (measured: 300 requests, 300 connections, ~3x slower).
 */
const getBodyAgent = new Agent();

export interface Outgoing {
  // Any method; the truth-driven checks send GET, POST and DELETE, the rows also HEAD, PATCH …
  readonly method: string;
  readonly path: string;
  readonly token?: string | undefined;
  /** Sent JSON-encoded with `Content-Type: application/json`. */
  readonly json?: unknown;
  /** Sent as is (overrides `json`); `contentType` then defaults to `application/json`. */
  readonly raw?: string | Buffer;
  readonly contentType?: string;
  /** Extra request headers (an API key …), sent as given. */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Exchange {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly text: string;
  /** `undefined` when the body is not JSON. */
  readonly json: unknown;
}

export async function send(baseUrl: string, out: Outgoing): Promise<Exchange> {
  const body = out.raw ?? (out.json === undefined ? undefined : JSON.stringify(out.json));
  const headers: Record<string, string> = { ...out.headers };
  if (out.token !== undefined) headers.authorization = `Bearer ${out.token}`;
  if (body !== undefined) headers['content-type'] = out.contentType ?? 'application/json';
  if (out.method === 'GET' && body !== undefined) {
    const response = await request(`${baseUrl}${out.path}`, {
      method: 'GET',
      headers,
      body,
      dispatcher: getBodyAgent,
    });
    const flat = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : `${value}`,
      ]),
    );
    return exchange(response.statusCode, flat, await response.body.text());
  }
  const response = await fetch(`${baseUrl}${out.path}`, {
    method: out.method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  return exchange(response.status, Object.fromEntries(response.headers), await response.text());
}

function exchange(status: number, headers: Record<string, string>, text: string): Exchange {
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, headers, text, json };
}

/** A short description for mismatch messages. */
export function summarize(ex: Exchange): string {
  return `${ex.status} ${ex.text.slice(0, 160)}`;
}

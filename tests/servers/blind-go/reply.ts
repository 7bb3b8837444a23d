/**
 * @module The blind-go server's replies, as Gin writes them: `c.JSON` (HTML-safe escaping of `<`, `>`,
 * `&` like `json.Marshal`), `c.String` plain text, and `http.Redirect`.
 */
import type { ServerResponse } from 'node:http';
import { goMarshal } from '../shared/go-marshal.ts';

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = goMarshal(body);
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  response.writeHead(status, {
    ...headers,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

/** `http.Redirect`: a tiny HTML body for GET, none otherwise. */
export function sendRedirect(
  response: ServerResponse,
  status: 301 | 307,
  location: string,
  method: string,
): void {
  const text =
    method === 'GET' ? `<a href="${location.replace(/"/g, '&#34;')}">Moved Permanently</a>.\n\n` : '';
  response.writeHead(status, {
    location,
    ...(text === '' ? {} : { 'content-type': 'text/html; charset=utf-8' }),
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

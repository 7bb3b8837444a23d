/**
 * @module The blind-go server's replies, as Gin writes them: `c.JSON` (HTML-safe escaping of `<`, `>`,
 * `&` like `json.Marshal`), `c.String` plain text, and `http.Redirect`.
 */
import type { ServerResponse } from 'node:http';
import { goMarshal } from '../shared/go-marshal.ts';
import { createReplier, type Headers } from '../shared/replier.ts';

const gin = createReplier(() => ({}));

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Headers = {}) {
  gin.send(response, status, 'application/json; charset=utf-8', goMarshal(body), headers);
}

export const sendText = gin.sendText;

/** `http.Redirect`: a tiny HTML body for GET, none otherwise. */
export function sendRedirect(response: ServerResponse, status: 301 | 307, location: string, method: string) {
  const text =
    method === 'GET' ? `<a href="${location.replace(/"/g, '&#34;')}">Moved Permanently</a>.\n\n` : '';
  response.writeHead(status, {
    location,
    ...(text === '' ? {} : { 'content-type': 'text/html; charset=utf-8' }),
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

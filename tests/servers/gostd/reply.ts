/**
 * @module The gostd server's replies as `net/http` writes them: `http.Error` (plain text, `nosniff`,
 * message + newline), `json.NewEncoder(w).Encode` (`application/json`, HTML-safe, newline),
 * `w.WriteHeader(204)`, and `http.Redirect`'s 301 with its one-line HTML body. No `Server` header.
 */
import type { ServerResponse } from 'node:http';
import { goMarshal } from '../shared/go-marshal.ts';
import { createReplier, type Headers } from '../shared/replier.ts';

const go = createReplier(() => ({}));

export function httpError(response: ServerResponse, status: number, message: string, headers: Headers = {}) {
  go.send(response, status, 'text/plain; charset=utf-8', `${message}\n`, {
    ...headers,
    'x-content-type-options': 'nosniff',
  });
}

export function encodeJson(response: ServerResponse, status: number, body: unknown): void {
  go.send(response, status, 'application/json', `${goMarshal(body)}\n`);
}

export function noContent(response: ServerResponse): void {
  go.sendEmpty(response);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&#34;',
};

export function movedPermanently(response: ServerResponse, location: string): void {
  const href = location.replace(/[&'<>"]/g, (ch) => HTML_ESCAPES[ch] ?? ch);
  go.send(response, 301, 'text/html; charset=utf-8', `<a href="${href}">Moved Permanently</a>.\n\n`, {
    location,
  });
}

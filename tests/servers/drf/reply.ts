/**
 * @module The DRF server's replies. Django's middleware stamps every response (`X-Frame-Options:
 * DENY`, `nosniff`, same-origin policies); DRF's `finalize_response` adds `Allow` (the view's
 * methods) and `Vary` to its own, which are `application/json` without a charset. Routing misses
 * and oversized bodies never reach DRF: Django answers them with bare HTML pages.
 */
import type { ServerResponse } from 'node:http';
import { createReplier, type Headers } from '../shared/replier.ts';

const django = createReplier(() => ({
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
}));

/** The `Allow` header of a view that answers `method` (Django adds HEAD to GET views). */
export function allowHeader(method: 'GET' | 'POST' | 'DELETE'): string {
  return method === 'GET' ? 'GET, HEAD, OPTIONS' : `${method}, OPTIONS`;
}

/** `allow` is absent only where the failure came before any view was known. */
export function sendDrf(
  response: ServerResponse,
  allow: string | undefined,
  status: number,
  body: unknown,
  headers: Headers = {},
): void {
  const drf = { ...headers, ...(allow === undefined ? {} : { allow }), vary: 'Accept, Authorization' };
  if (status === 204) django.sendEmpty(response, drf);
  else django.send(response, status, 'application/json', JSON.stringify(body), drf);
}

const NOT_FOUND_PAGE =
  '<!doctype html>\n<html lang="en">\n<head>\n  <title>Not Found</title>\n</head>\n<body>\n' +
  '  <h1>Not Found</h1><p>The requested resource was not found on this server.</p>\n</body>\n</html>\n';

export function sendDjangoNotFound(response: ServerResponse): void {
  django.send(response, 404, 'text/html; charset=utf-8', NOT_FOUND_PAGE);
}

export function sendDjangoTooLarge(response: ServerResponse): void {
  django.send(response, 413, 'text/html; charset=utf-8', '<h1>Request Entity Too Large</h1>');
}

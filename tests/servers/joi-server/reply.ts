/**
 * @module The Joi server's replies, as an Express 4 app sends them: JSON with a charset and
 * `X-Powered-By`, `text/plain` from passport's 401, and Express's own HTML error page (no stack:
 * production) wherever the body parser or the router answers.
 */
import type { ServerResponse } from 'node:http';

type Headers = Readonly<Record<string, string>>;

function send(response: ServerResponse, status: number, type: string, text: string, headers: Headers) {
  response.writeHead(status, {
    ...headers,
    'x-powered-by': 'Express',
    ...(text === '' ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(text) }),
  });
  response.end(text);
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Headers = {}) {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);
}

export function sendText(response: ServerResponse, status: number, text: string, headers: Headers = {}) {
  send(response, status, 'text/plain; charset=utf-8', text, headers);
}

export function sendEmpty(response: ServerResponse, headers: Headers = {}) {
  send(response, 204, '', '', headers);
}

/** `finalhandler`'s page: the message escaped inside `<pre>`. */
export function sendHtmlError(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Headers = {},
) {
  const escaped = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n' +
    `<body>\n<pre>${escaped}</pre>\n</body>\n</html>\n`;
  send(response, status, 'text/html; charset=utf-8', html, {
    ...headers,
    'content-security-policy': "default-src 'none'",
  });
}

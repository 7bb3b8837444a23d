/**
 * @module The Joi server's replies, as an Express 4 app sends them: JSON with a charset and
 * `X-Powered-By`, `text/plain` from passport's 401, and Express's own HTML error page (no stack:
 * production) wherever the body parser or the router answers.
 */
import type { ServerResponse } from 'node:http';
import { createReplier, type Headers } from '../shared/replier.ts';

const replier = createReplier(() => ({ 'x-powered-by': 'Express' }));

export const { sendJson, sendText, sendEmpty } = replier;

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
  replier.send(response, status, 'text/html; charset=utf-8', html, {
    ...headers,
    'content-security-policy': "default-src 'none'",
  });
}

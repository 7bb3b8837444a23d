/**
 * @module The Rails server's replies: JSON with a charset and Rails' own headers, text for the
 * token challenge and rack-attack, and nginx's HTML page for a body over `client_max_body_size`.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createReplier } from '../shared/replier.ts';

const replier = createReplier(() => ({ 'x-request-id': randomUUID(), 'x-runtime': '0.004211' }));

export const { sendJson, sendText, sendEmpty } = replier;

const NGINX_413 =
  '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n' +
  '<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

export function sendNginxTooLarge(response: ServerResponse) {
  response.writeHead(413, {
    server: 'nginx',
    'content-type': 'text/html',
    'content-length': Buffer.byteLength(NGINX_413),
  });
  response.end(NGINX_413);
}

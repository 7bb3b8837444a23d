/**
 * @module nginx's own page for a body over `client_max_body_size`, for the servers that sit behind
 * one: the proxy answers before the app sees the request, so it carries none of the app's headers.
 */
import type { ServerResponse } from 'node:http';

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

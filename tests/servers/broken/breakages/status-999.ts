/**
 * @module `status-999`: a status line with an invalid status code (999), written raw on the socket
 * (a broken proxy), with a JSON body; the connection is then closed.
 */
import { afterBody, type Breaker } from './breaker.ts';

export const status999: Breaker = ({ request }) =>
  afterBody(request, () => {
    const body = JSON.stringify({ status: 'success', data: {} });
    const head = [
      'HTTP/1.1 999 Unknown',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
    ].join('\r\n');
    request.socket.end(`${head}\r\n\r\n${body}`);
  });

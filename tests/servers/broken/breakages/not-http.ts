/**
 * @module `not-http`: answers with bytes that are not HTTP at all (another protocol's greeting and
 * binary junk, as when the port is routed to the wrong back end), then closes the connection.
 */
import { afterBody, type Breaker } from './breaker.ts';

const GARBAGE = Buffer.concat([
  Buffer.from('SSH-2.0-OpenSSH_9.6\r\n'),
  Buffer.from([0x00, 0x00, 0x01, 0x2c, 0x0a, 0x14, 0xff, 0xfe, 0x16, 0x03, 0x01, 0x00, 0x00]),
  Buffer.from('\r\n\r\n\u0000not http\u0007'),
]);

export const notHttp: Breaker = ({ request }) => afterBody(request, () => request.socket.end(GARBAGE));

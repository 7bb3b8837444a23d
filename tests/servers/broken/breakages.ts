/**
 * @module The broken server's breakages, one function each; the kind named in the options picks
 * one. Each gets the exchange, the healthy answer (for the one that only delays it), and a way to
 * register clean-up for when the server closes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface BreakContext {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  /** Answers as the healthy server would. */
  readonly answerHealthy: () => void;
  /** Registers an undo (a timer, a held socket) run when the server closes; returns its remover. */
  readonly onClose: (dispose: () => void) => () => void;
  readonly slowMs: number;
}

type Breaker = (ctx: BreakContext) => void;

/** Runs `then` once the request body has been read (and thrown away). */
function afterBody(request: IncomingMessage, then: () => void): void {
  if (request.readableEnded) {
    then();
    return;
  }
  request.once('end', then);
  request.resume();
}

function writeJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

const QUERY = 'select * from "deals" where "tenant_id" = $1';
const STACK = [
  'error: relation "deals" does not exist',
  '    at Parser.parseErrorMessage (/srv/app/node_modules/pg-protocol/dist/parser.js:287:98)',
  '    at Parser.handlePacket (/srv/app/node_modules/pg-protocol/dist/parser.js:126:29)',
  '    at DealRepository.findByTenant (/srv/app/src/deals/deal.repository.js:41:23)',
  '    at async handler (/srv/app/src/routes/index.js:88:17)',
  '    at async exports.Manager.execute (/srv/app/node_modules/@hapi/hapi/lib/toolkit.js:60:28)',
].join('\n');

/** Another protocol's greeting and binary junk, as when the port is routed to the wrong back end. */
const GARBAGE = Buffer.concat([
  Buffer.from('SSH-2.0-OpenSSH_9.6\r\n'),
  Buffer.from([0x00, 0x00, 0x01, 0x2c, 0x0a, 0x14, 0xff, 0xfe, 0x16, 0x03, 0x01, 0x00, 0x00]),
  Buffer.from('\r\n\r\n\u0000not http\u0007'),
]);

export const BREAKERS = {
  /** A crash answered by a development-mode error page as JSON: the database error and its stack. */
  'debug-500': ({ request, response }) =>
    afterBody(request, () =>
      writeJson(response, 500, {
        statusCode: 500,
        error: 'Internal Server Error',
        message: `${QUERY} - relation "deals" does not exist`,
        query: QUERY,
        stack: STACK,
      }),
    ),
  /** A 200 head and the first half of the body `Content-Length` announces, then a TCP reset. */
  'reset-mid-body': ({ request, response }) =>
    afterBody(request, () => {
      const items = Array.from({ length: 40 }, (_, i) => ({ id: i, note: 'partial answer' }));
      const full = Buffer.from(JSON.stringify({ status: 'success', data: { items } }));
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': full.length,
      });
      const socket = request.socket;
      // Reset a moment after the half body left: reset from inside the write callback itself came
      // out as a clean FIN on Node 20, which is a different failure (a short body, not a reset).
      response.write(full.subarray(0, Math.floor(full.length / 2)), () => {
        setTimeout(() => socket.resetAndDestroy(), 20);
      });
    }),
  /** Reads the request and never answers (a deadlocked handler) until the client or the server gives up. */
  stall: ({ request, response, onClose }) => {
    request.resume();
    const socket = request.socket;
    response.once(
      'close',
      onClose(() => socket.destroy()),
    );
  },
  /** A raw status line with code 999 (a broken proxy) and a JSON body; then the connection closes. */
  'status-999': ({ request }) =>
    afterBody(request, () => {
      const body = JSON.stringify({ status: 'success', data: {} });
      const head = [
        'HTTP/1.1 999 Unknown',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
      ].join('\r\n');
      request.socket.end(`${head}\r\n\r\n${body}`);
    }),
  /** 302 ping-pong between the path and the path with `?loop=1`, for every method. */
  'redirect-loop': ({ request, response }) =>
    afterBody(request, () => {
      const [path = '/', query = ''] = (request.url ?? '/').split('?');
      const location = query.includes('loop=1') ? path : `${path}?loop=1`;
      const text = `Found. Redirecting to ${location}`;
      response.writeHead(302, {
        location,
        'content-type': 'text/plain; charset=utf-8',
        'content-length': Buffer.byteLength(text),
      });
      response.end(text);
    }),
  /** Bytes that are not HTTP at all, then the connection closes. */
  'not-http': ({ request }) => afterBody(request, () => request.socket.end(GARBAGE)),
  /** The right answer, `slowMs` late (a slow upstream); dropped when the server closes. */
  'slow-15s': ({ response, answerHealthy, onClose, slowMs }) => {
    const timer = setTimeout(() => {
      remove();
      answerHealthy();
    }, slowMs);
    const remove = onClose(() => clearTimeout(timer));
    // `close` fires once the response is done or its connection is gone (the client timed out).
    response.once('close', () => {
      clearTimeout(timer);
      remove();
    });
  },
} as const satisfies Record<string, Breaker>;

export type Breakage = keyof typeof BREAKERS;
export const BREAKAGES = Object.keys(BREAKERS) as Breakage[];

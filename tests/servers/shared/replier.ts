/**
 * @module Reply helpers for a framework look-alike: every response carries the framework's own
 * headers (`X-Powered-By`, `X-Request-Id` …), typed bodies get a charset and a length.
 */
import type { ServerResponse } from 'node:http';

export type Headers = Readonly<Record<string, string>>;

export interface Replier {
  send(response: ServerResponse, status: number, type: string, text: string, headers?: Headers): void;
  sendJson(response: ServerResponse, status: number, body: unknown, headers?: Headers): void;
  sendText(response: ServerResponse, status: number, text: string, headers?: Headers): void;
  sendEmpty(response: ServerResponse, headers?: Headers): void;
}

export function createReplier(frameworkHeaders: () => Headers): Replier {
  const send: Replier['send'] = (response, status, type, text, headers = {}) => {
    response.writeHead(status, {
      ...headers,
      ...frameworkHeaders(),
      ...(text === '' ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(text) }),
    });
    response.end(text);
  };
  return {
    send,
    sendJson: (response, status, body, headers) =>
      send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), headers),
    sendText: (response, status, text, headers) =>
      send(response, status, 'text/plain; charset=utf-8', text, headers),
    sendEmpty: (response, headers) => send(response, 204, '', '', headers),
  };
}

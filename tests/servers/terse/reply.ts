/**
 * @module The terse server's two reply forms: JSON (`{success, …}`) and bare plain text.
 */
import type { ServerResponse } from 'node:http';

export function sendJson(response: ServerResponse, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendFailure(response: ServerResponse, status: number, error: string): void {
  sendJson(response, status, { success: false, error });
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

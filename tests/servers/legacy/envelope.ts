/**
 * @module The legacy server's only reply form: `{"success": true, "data": …}` or
 * `{"success": false, "error": "…"}`, as JSON, under 200 (409 only where a rule says so).
 */
import type { ServerResponse } from 'node:http';

function write(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'x-powered-by': 'PHP/5.6.40',
  });
  response.end(text);
}

export function succeed(response: ServerResponse, data: unknown): void {
  write(response, 200, { success: true, data });
}

export function fail(response: ServerResponse, error: string, status: 200 | 409 = 200): void {
  write(response, status, { success: false, error });
}

/**
 * @module hapi's replies: Boom error bodies (`{statusCode, error, message}`) and JSend-style
 * success bodies (`{status: "success", data}`), always `application/json; charset=utf-8`.
 */
import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-cache',
  });
  response.end(text);
}

export function sendBoom(
  response: ServerResponse,
  status: number,
  message?: string,
  extra: Record<string, unknown> = {},
): void {
  const error = STATUS_CODES[status] ?? 'Unknown';
  sendJson(response, status, { statusCode: status, error, message: message ?? error, ...extra });
}

export function sendSuccess(response: ServerResponse, data: Record<string, unknown>): void {
  sendJson(response, 200, { status: 'success', data });
}

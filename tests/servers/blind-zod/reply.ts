/**
 * @module The blind-zod server's replies, shaped like an Express app's: JSON with a charset,
 * `X-Powered-By`, and every error as `{ "error": { "name": …, … } }`.
 */
import type { ServerResponse } from 'node:http';
import type { ZodIssue } from './issues.ts';

export type ErrorBody =
  | { readonly name: 'ZodError'; readonly issues: readonly ZodIssue[] }
  | { readonly name: 'SyntaxError'; readonly message: string }
  | { readonly name: 'URIError'; readonly message: string }
  | { readonly name: 'Unauthorized'; readonly message?: string }
  | { readonly name: 'NotFound'; readonly message?: string }
  | { readonly name: 'UnsupportedMediaTypeError'; readonly message: string }
  | { readonly name: 'PayloadTooLargeError'; readonly message: string; readonly limit: number }
  | { readonly name: 'TooManyRequests'; readonly message: string }
  | { readonly name: 'BadRequest'; readonly message: string };

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Readonly<Record<string, string>> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...headers,
    'x-powered-by': 'Express',
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

export function sendError(
  response: ServerResponse,
  status: number,
  error: ErrorBody,
  headers?: Readonly<Record<string, string>>,
): void {
  sendJson(response, status, { error }, headers);
}

export function sendEmpty(
  response: ServerResponse,
  status: 204,
  headers: Readonly<Record<string, string>> = {},
): void {
  response.writeHead(status, { ...headers, 'x-powered-by': 'Express' });
  response.end();
}

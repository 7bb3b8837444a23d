/**
 * @module The blind-zod server's replies, shaped like an Express app's: JSON with a charset,
 * `X-Powered-By`, and every error as `{ "error": { "name": …, … } }`.
 */
import type { ServerResponse } from 'node:http';
import { createReplier, type Headers } from '../shared/replier.ts';
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

const express = createReplier(() => ({ 'x-powered-by': 'Express' }));

export const { sendJson, sendEmpty } = express;

export function sendError(response: ServerResponse, status: number, error: ErrorBody, headers?: Headers) {
  sendJson(response, status, { error }, headers);
}

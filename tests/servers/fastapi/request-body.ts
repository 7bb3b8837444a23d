/**
 * @module How FastAPI reads the body of an operation that declares one, before any dependency runs:
 * JSON when the content type is absent, `application/json` or `application/*+json`; the raw text
 * otherwise (which then fails model validation); an empty body or JSON `null` is no body.
 * Malformed JSON is a 422 `json_invalid` at `["body", <char position>]` with Python's `json`
 * message; bytes that are not UTF-8 fail `json.loads` outside its decoder: a 400.
 */
import { pythonJsonError } from '../shared/python-json-error.ts';
import type { ErrorDetail } from './error-details.ts';

export type BodyRead =
  | { readonly kind: 'absent' }
  | { readonly kind: 'value'; readonly value: unknown }
  | { readonly kind: 'invalid_json'; readonly error: ErrorDetail }
  | { readonly kind: 'undecodable' };

function readsAsJson(contentType: string | undefined): boolean {
  if (contentType === undefined) return true;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[^/]*\+json$/.test(type);
}

export function readRequestBody(bytes: Buffer, contentType: string | undefined): BodyRead {
  if (bytes.length === 0) return { kind: 'absent' };
  if (!readsAsJson(contentType)) return { kind: 'value', value: bytes.toString('utf8') };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { kind: 'undecodable' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const { msg, pos } = pythonJsonError(error instanceof Error ? error.message : '', text);
    const detail = { type: 'json_invalid', loc: ['body', pos], msg: 'JSON decode error', input: {} };
    return { kind: 'invalid_json', error: { ...detail, ctx: { error: msg } } };
  }
  return value === null ? { kind: 'absent' } : { kind: 'value', value };
}

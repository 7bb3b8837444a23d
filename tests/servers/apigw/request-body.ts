/**
 * @module How API Gateway hands a body to the model validator. The model is mapped to
 * `application/json` only: another content type finds no model (415); a request without one is
 * taken as JSON (API Gateway's default). An empty body is validated as `{}`; bytes that are not
 * UTF-8 or not JSON fail like any other invalid body.
 */

export type ModelInput =
  | { readonly kind: 'body'; readonly value: unknown }
  | { readonly kind: 'unsupported_media_type' }
  | { readonly kind: 'unparseable' };

export function readModelInput(bytes: Buffer, contentType: string | undefined): ModelInput {
  if (bytes.length === 0) return { kind: 'body', value: {} };
  const type = (contentType ?? 'application/json').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') return { kind: 'unsupported_media_type' };
  try {
    return { kind: 'body', value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { kind: 'unparseable' };
  }
}

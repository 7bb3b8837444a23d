/**
 * @module One response object of the observed document: a description naming why the status was
 * seen (where discovery established it), each body's schema under its content type as the server
 * sent it, with an observed body as its example, and the causes as data (vendor keys on the
 * response object, never inside a schema).
 */

import type { JsonSchema } from '../../core/json-schema.ts';
import type { StatusCause } from '../../core/observation.ts';
import type { InferredResponse } from '../../discovery/index.ts';

/** One media type of a response: the content type as first sent, its schema, its example. */
export interface ObservedMedia {
  readonly contentType: string;
  readonly schema: JsonSchema;
  readonly example?: unknown;
}

const DESCRIPTIONS: Readonly<Record<StatusCause | 'success', string>> = {
  success: 'Success (valid, authorised request)',
  validation: 'Request body rejected by validation',
  not_an_object: 'Body is a JSON array, not an object',
  malformed_json: 'Body is not valid JSON',
  wrong_content_type: 'Body sent with a non-JSON content type',
  no_token: 'No bearer token',
  bad_token: 'Malformed bearer token',
  other_tenant: "Another tenant's token on this record",
  unknown_id: 'Unknown record id in the path',
  malformed_id: 'Malformed record id in the path',
  payload_too_large: 'Body larger than the size limit',
  rate_limited: 'Rate limit exceeded',
};

/** Answered in the run, for a reason discovery did not establish. */
const UNEXPLAINED = 'Observed (why this status was answered was not established)';

/**
 * `media`: each content type the status came with, keyed exactly as the server sent it (with its
 * charset: tools such as Dredd compare it whole).
 */
export function responseObject(
  r: InferredResponse,
  media: readonly ObservedMedia[],
): Record<string, unknown> {
  const causes = [...r.causes];
  const description = causes.map((c) => DESCRIPTIONS[c]).join('; ') || UNEXPLAINED;
  const content = Object.fromEntries(
    media.map((m) => [
      m.contentType,
      { schema: m.schema, ...(m.example !== undefined && { example: m.example }) },
    ]),
  );
  return {
    description,
    ...(media.length > 0 && { content }),
    'x-causes': causes,
    ...(r.failureSchema !== undefined && { 'x-failure-schema': r.failureSchema }),
    ...(r.parser !== undefined && { 'x-error-parser': r.parser }),
  };
}

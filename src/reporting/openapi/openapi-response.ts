/**
 * @module One response object of the observed document: a description naming why the status was
 * seen, the body's schema under its content type when one was JSON with an observed body as its
 * example, and the causes as data (vendor keys on the response object, never inside a schema).
 */

import type { StatusCause } from '../../core/observation.ts';
import type { InferredResponse } from '../../discovery/index.ts';
import type { ResponseExample } from './openapi-examples.ts';

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

/**
 * `seen`: a body observed under this status (trimmed), shown beside the schema, under the content
 * type exactly as the server sent it (with its charset: tools such as Dredd compare it whole).
 */
export function responseObject(r: InferredResponse, seen?: ResponseExample): Record<string, unknown> {
  const bare = r.contentType ?? 'application/json';
  const sent = seen?.contentType?.trim();
  const mediaType =
    sent !== undefined && sent.split(';')[0]?.trim().toLowerCase() === bare.toLowerCase() ? sent : bare;
  const causes = [...r.causes];
  const description = causes.map((c) => DESCRIPTIONS[c]).join('; ') || 'Observed';
  const content =
    r.schema !== undefined
      ? {
          [mediaType]: {
            schema: r.schema,
            ...(seen !== undefined && { example: seen.example }),
          },
        }
      : r.contentType !== undefined && !/json/i.test(r.contentType) && !r.causes.has('success')
        ? { [r.contentType]: { schema: { type: 'string' } } }
        : undefined;
  return {
    description,
    ...(content !== undefined && { content }),
    'x-causes': causes,
    ...(r.failureSchema !== undefined && { 'x-failure-schema': r.failureSchema }),
    ...(r.parser !== undefined && { 'x-error-parser': r.parser }),
  };
}

/**
 * @module Which causes of a status leave its refusal the body's: the body's own, a path id's (ruled
 * out by the path: only refusals on a path the server accepted count) and success (a 2xx carrying
 * a failure). A status that also stands for a missing token, a rate or a size says nothing of the
 * body. The document's builder and its conformance read refusals the same way.
 */
export const BODY_CAUSES: ReadonlySet<string> = new Set([
  'validation',
  'not_an_object',
  'malformed_json',
  'wrong_content_type',
  'malformed_id',
  'unknown_id',
  'success',
]);

/**
 * Causes that say a request was stopped before or at its body's validation: a body answered with
 * none of them, on a path the server accepted, passed validation (a 404 for a record it names).
 */
export const STOPPED_CAUSES: ReadonlySet<string> = new Set([
  'validation',
  'not_an_object',
  'malformed_json',
  'wrong_content_type',
  'no_token',
  'bad_token',
  'payload_too_large',
  'rate_limited',
]);

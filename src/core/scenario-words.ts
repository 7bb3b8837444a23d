/**
 * @module What a case's scenario sends, or what a probe was, in words, for a finding's title ("Server
 * error 500 on a request for an unknown id"): a scenario's name or a probe's label is a key the
 * report must not show raw.
 */
import type { Scenario } from './case.ts';

export const scenarioWords = {
  valid_minimal: 'a valid request with only the required fields',
  valid_full: 'a valid request with every field',
  missing_field: 'a request missing a required field',
  null_field: 'a request with a field set to null',
  wrong_type: 'a request with a field of the wrong type',
  empty_string: 'a request with an empty string',
  whitespace: 'a request with a whitespace-only string',
  very_long: 'a request with a very long string',
  unicode: 'a request with non-ASCII text',
  control_chars: 'a request with control characters',
  injection: 'a request with an injection payload',
  numeric_boundary: 'a request with a number at a boundary',
  unknown_field: 'a request with an unknown field',
  empty_body: 'a request with an empty body',
  malformed_json: 'a request with malformed JSON',
  wrong_content_type: 'a request with a wrong content type',
  array_for_object: 'a request whose body is an array',
  path_known_id: 'a request for a known id',
  path_unknown_id: 'a request for an unknown id',
  path_malformed_id: 'a request with a malformed id',
  path_very_long_id: 'a request with a very long id',
  path_encoded_specials: 'a request with encoded special characters in its id',
  no_token: 'a request without a token',
  bad_token: 'a request with a malformed token',
  other_tenant: "a request with another tenant's token",
} as const satisfies Record<Scenario, string>;

/**
 * A probe's label in words, its operation left out (the finding names it): `discovery:op13:auth:none`
 * → `a discovery probe (auth none)`; a baseline check's witness replay, `witness:op10:path-id` → `a
 * request replayed from the baseline (path id)`.
 */
export function probeWords(label: string): string {
  const m = /^(?:discovery:)?(witness:)?(?:op\d+(?::|$))?(.*)$/s.exec(label);
  const words = (m?.[2] ?? label).replaceAll(/[\s_:-]+/g, ' ').trim();
  const what = m?.[1] ? 'a request replayed from the baseline' : 'a discovery probe';
  return words === '' ? what : `${what} (${words})`;
}

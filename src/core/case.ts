/**
 * @module A generated case: one request the harness decided to send, and why (its scenario). The
 * oracle reads the scenario: a `malformed_json` case answered 2xx is a finding, a `valid_full` one
 * answered 5xx is another.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';

export const scenarios = [
  'valid_minimal',
  'valid_full',
  'missing_field',
  'null_field',
  'wrong_type',
  'empty_string',
  'whitespace',
  'very_long',
  'unicode',
  'control_chars',
  'injection',
  'numeric_boundary',
  'unknown_field',
  'empty_body',
  'malformed_json',
  'wrong_content_type',
  'array_for_object',
  'path_known_id',
  'path_unknown_id',
  'path_malformed_id',
  'path_very_long_id',
  'path_encoded_specials',
  'no_token',
  'bad_token',
  'other_tenant',
] as const;
export type Scenario = (typeof scenarios)[number];

/** Which credential a case sends. */
export type AuthVariant = 'token' | 'none' | 'malformed' | 'other_tenant';

/** The body a case sends: JSON (serialised by the client), raw text, or nothing. */
export type CaseBody =
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'raw'; readonly text: string; readonly contentType: string }
  | { readonly kind: 'none' };

/** Whether the input is certainly valid, certainly invalid, or unknown until discovery says. */
export type Validity = 'valid' | 'invalid' | 'unknown';

export interface Case {
  /** Stable: `op01-valid_full-003`. */
  readonly id: string;
  readonly operation: OperationNumber;
  readonly scenario: Scenario;
  readonly auth: AuthVariant;
  /** Path parameter values, by name. */
  readonly pathParams: Readonly<Record<string, string>>;
  readonly body: CaseBody;
  /** The field the case is about, when it is about one. */
  readonly field?: string;
  readonly validity: Validity;
  readonly seed: number;
  /** fast-check counterexample path, when the case came from a property run. */
  readonly fcPath?: string;
}

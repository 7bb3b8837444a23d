/**
 * @module Why an exchange was sent, for the checks that judge it: a generated case (its scenario,
 * credential and validity say what the answer should be), or a discovery probe, which has no case:
 * only the checks about any answer (server errors, transport failures, leaks, content type, time)
 * judge it.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { AuthVariant, Case } from './case.ts';

export type Origin =
  | { readonly kind: 'case'; readonly case: Case }
  | {
      readonly kind: 'discovery';
      readonly operation: OperationNumber;
      /** The probe's label, e.g. `discovery:op13:auth:none`. */
      readonly label: string;
      readonly auth: AuthVariant;
      /** The run's seed: discovery is deterministic from it. */
      readonly seed: number;
    };

export function caseOrigin(c: Case): Origin {
  return { kind: 'case', case: c };
}

/** What the origin is called in a finding: the case id, or the probe's label. */
export function originId(origin: Origin): string {
  switch (origin.kind) {
    case 'case':
      return origin.case.id;
    case 'discovery':
      return origin.label;
    default:
      return origin satisfies never;
  }
}

/** The credential the judged request carried: the case's, or the probe's (a witness replay's too). */
export function credentialOf(origin: Origin): AuthVariant {
  switch (origin.kind) {
    case 'case':
      return origin.case.auth;
    case 'discovery':
      return origin.auth;
    default:
      return origin satisfies never;
  }
}

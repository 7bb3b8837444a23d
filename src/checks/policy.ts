/**
 * @module The policy table: which checks fail the run and which are only recorded. Checks report;
 * this table alone decides, and it names every check (`CheckName`), so none passes by default.
 */
import type { CheckName } from '../core/check-name.ts';

export type PolicyAction = 'fail' | 'record';

export const policy = {
  not_a_server_error: 'fail',
  operation_verified: 'fail',
  auth_enforced: 'fail',
  cross_tenant_access: 'fail',
  drift: 'fail',
  operation_responsive: 'fail',
  negative_data_rejected: 'record',
  content_type_conformance: 'record',
  documented_success: 'record',
  response_time: 'record',
  stack_trace_leak: 'record',
  drift_compatible: 'record',
} as const satisfies Record<CheckName, PolicyAction>;

/** Whether a finding of this check fails the run. */
export function applyPolicy(draft: { readonly check: CheckName }): boolean {
  return policy[draft.check] === 'fail';
}

/**
 * A failure a baseline already holds (a known failure) does not fail a check by default, so a gate
 * stays usable while it is being fixed; these do, in every check until fixed or declared: a token
 * not checked, another tenant's record reached, a server error.
 */
const failsEvenWhenKnown: ReadonlySet<CheckName> = new Set([
  'auth_enforced',
  'cross_tenant_access',
  'not_a_server_error',
]);

/** Whether a known failure of this check still fails the run. */
export function knownStillFails(draft: { readonly check: CheckName }): boolean {
  return failsEvenWhenKnown.has(draft.check);
}

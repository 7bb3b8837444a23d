/**
 * @module The policy table: which checks fail the run and which are only recorded. Checks report;
 * this table alone decides.
 */
import type { FindingDraft } from './types.ts';

export type PolicyAction = 'fail' | 'record';

export const policy = {
  not_a_server_error: 'fail',
  auth_enforced: 'fail',
  cross_tenant_access: 'fail',
  drift: 'fail',
  negative_data_rejected: 'record',
  content_type_conformance: 'record',
  documented_success: 'record',
  response_time: 'record',
  stack_trace_leak: 'record',
} as const satisfies Record<string, PolicyAction>;

/** Whether a finding of this check fails the run; checks the table does not name are recorded. */
export function applyPolicy(draft: Pick<FindingDraft, 'check'>): boolean {
  return Object.hasOwn(policy, draft.check) && policy[draft.check as keyof typeof policy] === 'fail';
}

/**
 * @module The name of every check, in the order findings are listed: the per-exchange checks in
 * the order they run, then the two the baseline gate judges once per run and the one the
 * per-operation breaker judges. One list, here in the shared vocabulary, so a finding's `check` is
 * one of these words and `f.check === 'drift'` is type-checked in every layer. The implementations
 * stay in `src/checks/index.ts`, which names only these (and a test holds the two in the same order).
 */
export const checkNames = [
  'not_a_server_error',
  'operation_verified',
  'auth_enforced',
  'cross_tenant_access',
  'negative_data_rejected',
  'documented_success',
  'stack_trace_leak',
  'content_type_conformance',
  'response_time',
  'drift',
  'drift_compatible',
  'operation_responsive',
] as const;

export type CheckName = (typeof checkNames)[number];

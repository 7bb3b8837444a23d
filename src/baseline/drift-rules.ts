/**
 * @module The drift policy as data: every rule a changed fact can fall under, its classification
 * and whether that fails the gate. Breaking (a caller or reader that worked before breaks) and
 * loosened (the server now accepts what it used to reject: the service's own team gates its
 * deploys, so a dropped rule is a changed contract, like a changed snapshot) fail; purely additive
 * changes are recorded only. The README's policy table is this table.
 */

export type DriftKind = 'breaking' | 'loosened' | 'additive';

/** Whether a change of this classification fails the gate. */
export const driftKindFails = {
  breaking: true,
  loosened: true,
  additive: false,
} as const satisfies Record<DriftKind, boolean>;

export const driftRules = {
  // Operations
  auth_dropped: { kind: 'loosened', what: 'an operation that required a token answers without one' },
  auth_added: { kind: 'breaking', what: 'a public operation now requires a token' },
  security_changed: { kind: 'breaking', what: 'the security requirement is otherwise different' },
  success_status_changed: { kind: 'breaking', what: 'the success statuses changed' },
  unknown_id_status_changed: { kind: 'breaking', what: 'an unknown id no longer answers 404 (or now does)' },
  get_body_changed: { kind: 'breaking', what: 'a GET body is honoured where it was ignored, or the reverse' },
  operation_unresponsive: {
    kind: 'breaking',
    what: "the operation's breaker opened (slower than RESPONSE_TIME_MS)",
  },
  operation_responsive_again: { kind: 'additive', what: 'an operation that was too slow answers in time' },
  // Request validation
  request_field_required: { kind: 'breaking', what: 'a field is newly required' },
  request_field_optional: { kind: 'loosened', what: 'a required field may now be omitted' },
  request_field_added: {
    kind: 'additive',
    what: 'a field the server reads is newly seen, with no rule on it',
  },
  request_rule_added: { kind: 'breaking', what: 'a bound, length, format, closed set or type check is new' },
  request_rule_tightened: {
    kind: 'breaking',
    what: 'a bound or length is stricter, or a closed set lost values',
  },
  request_rule_loosened: {
    kind: 'loosened',
    what: 'a bound or length is laxer, or a closed set gained values',
  },
  request_rule_removed: {
    kind: 'loosened',
    what: 'a bound, length, format, closed set or type check is gone',
  },
  request_type_changed: { kind: 'breaking', what: 'a field takes another type' },
  unknown_fields_accepted: {
    kind: 'loosened',
    what: 'unknown body fields are accepted where they were rejected',
  },
  unknown_fields_rejected: {
    kind: 'breaking',
    what: 'unknown body fields are rejected where they were accepted',
  },
  // Success responses
  response_property_added: { kind: 'additive', what: 'a response property (or a rule on it) is new' },
  response_property_required: { kind: 'additive', what: 'a response property is now always present' },
  response_property_removed: { kind: 'breaking', what: 'a response property (or its format) is gone' },
  response_property_optional: { kind: 'breaking', what: 'a response property is no longer always present' },
  response_property_changed: { kind: 'breaking', what: "a response property's type or format changed" },
  // Error answers, per cause
  error_status_changed: {
    kind: 'breaking',
    what: 'a cause (validation, no token, ...) answers another status',
  },
  error_no_longer_returned: { kind: 'loosened', what: 'a request that drew an error is no longer rejected' },
  error_newly_returned: { kind: 'breaking', what: 'a request that drew no error is now rejected' },
  error_content_type_changed: { kind: 'breaking', what: 'an error answers with another media type' },
  error_body_changed: {
    kind: 'breaking',
    what: "an error body's property is gone, retyped or no longer always present",
  },
  error_body_property_added: { kind: 'additive', what: 'an error body carries a new property' },
  // Limits (compared when both runs probed them, PROBE_LIMITS=true)
  rate_limit_lowered: { kind: 'breaking', what: 'fewer requests per second are allowed' },
  rate_limit_new: { kind: 'breaking', what: 'a rate limit appeared' },
  rate_limit_raised: { kind: 'additive', what: 'more requests per second are allowed' },
  rate_limit_gone: { kind: 'loosened', what: 'the rate limit is no longer enforced' },
  body_limit_lowered: { kind: 'breaking', what: 'smaller bodies are refused (413)' },
  body_limit_new: { kind: 'breaking', what: 'a body size limit appeared' },
  body_limit_raised: { kind: 'additive', what: 'larger bodies are accepted' },
  body_limit_gone: { kind: 'loosened', what: 'the body size limit is no longer enforced' },
  // Check mode (witnesses replayed)
  witness_outcome_changed: {
    kind: 'breaking',
    what: 'a recorded request draws another answer though no stated fact changed',
  },
} as const satisfies Record<string, { readonly kind: DriftKind; readonly what: string }>;

export type DriftRule = keyof typeof driftRules;

export function ruleFails(rule: DriftRule): boolean {
  return driftKindFails[driftRules[rule].kind];
}

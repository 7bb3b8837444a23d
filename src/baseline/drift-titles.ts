/**
 * @module A drift finding's title in words ("#13 no longer requires a token", "#2: `referralType`
 * accepts more values"), from its rule, the operations, the fact's subject and the error causes.
 * The rule's name and the fact keys stay in the finding's classification for tools.
 */
import type { DriftRule } from './drift-rules.ts';
import { driftRules } from './drift-rules.ts';

/** What drew an error, by cause, in words. */
const causeWords: Readonly<Record<string, string>> = {
  no_token: 'a request without a token',
  bad_token: 'a malformed token',
  other_tenant: "another tenant's token",
  validation: 'an invalid body',
  unknown_id: 'an unknown id',
  malformed_id: 'a malformed id',
  malformed_json: 'malformed JSON',
  wrong_content_type: 'a wrong content type',
  payload_too_large: 'a body over the limit',
  rate_limited: 'too many requests',
  unknown_field: 'an unknown field',
};

/** A request rule's name in words. */
const ruleWords: Readonly<Record<string, string>> = {
  enum: 'closed set',
  maxLength: 'maximum length',
  minLength: 'minimum length',
  maximum: 'maximum',
  minimum: 'minimum',
  format: 'format',
  type: 'type',
};

const words = (causes: readonly string[]) =>
  causes.map((c) => causeWords[c] ?? c.replaceAll('_', ' ')).join(', ');

const auth = (causes: readonly string[]) => causes.includes('no_token');

/** The field and rule a `request.<field>.<rule>` subject names. */
function requestRule(subject: string): { field: string; rule: string } | undefined {
  const m = /^request\.(.+)\.([A-Za-z]+)$/.exec(subject);
  return m ? { field: m[1] as string, rule: ruleWords[m[2] as string] ?? (m[2] as string) } : undefined;
}

function phrase(rule: DriftRule, subject: string, causes: readonly string[], many: boolean): string {
  const r = requestRule(subject);
  // "#13 requires", "3 operations (#1, #2, #5) require".
  const requires = many ? 'require' : 'requires';
  const refuses = many ? 'refuse' : 'refuses';
  const answers = many ? 'answer' : 'answers';
  const field = r ? `\`${r.field}\`` : 'a field';
  switch (rule) {
    case 'auth_dropped':
      return ` no longer ${requires} a token`;
    case 'auth_added':
      return ` now ${requires} a token`;
    case 'error_no_longer_returned':
      return auth(causes) ? ` no longer ${requires} a token` : ` no longer ${refuses} ${words(causes)}`;
    case 'error_newly_returned':
      return auth(causes) ? ` now ${requires} a token` : ` now ${refuses} ${words(causes)}`;
    case 'error_status_changed':
      return ` ${answers} ${words(causes)} with another status`;
    case 'error_content_type_changed':
      return ` ${answers} ${words(causes)} with another media type`;
    case 'error_body_changed':
    case 'error_body_property_added':
      return ` ${answers} ${words(causes)} with another error body`;
    case 'request_field_required':
      return `: ${field} is now required`;
    case 'request_field_optional':
      return `: ${field} may now be omitted`;
    case 'request_field_added':
      return `: ${field} is read (new)`;
    case 'request_rule_added':
      return `: ${field} has a new ${r?.rule ?? 'rule'}`;
    case 'request_rule_tightened':
      return r?.rule === 'closed set'
        ? `: ${field} accepts fewer values`
        : `: ${field}'s ${r?.rule} is stricter`;
    case 'request_rule_loosened':
      return r?.rule === 'closed set' ? `: ${field} accepts more values` : `: ${field}'s ${r?.rule} is laxer`;
    case 'request_rule_removed':
      return `: ${field}'s ${r?.rule ?? 'rule'} is no longer checked`;
    case 'request_type_changed':
      return `: ${field} takes another type`;
    default:
      return `: ${driftRules[rule].what}`;
  }
}

/** `where`: `#13`, `3 operations (#1, #2, #5)` or `the server`; short values are shown as they changed. */
export function driftTitle(
  rule: DriftRule,
  where: string,
  subject: string,
  causes: readonly string[],
  before: string | undefined,
  after: string | undefined,
): string {
  const change = `${before ?? '(absent)'} → ${after ?? '(absent)'}`;
  const many = /^\d+ operations/.test(where);
  return `${where}${phrase(rule, subject, causes, many)}${change.length <= 80 ? ` (${change})` : ''}`;
}

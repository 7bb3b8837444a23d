import { describe, expect, test } from 'vitest';
import { classifyChange } from './classify-change.ts';
import { driftRules, ruleFails } from './drift-rules.ts';

const rule = (area: string, before?: string, after?: string, fieldKnown = true) =>
  classifyChange({ area, before, after, fieldKnown });

describe('classifyChange', () => {
  test('validation loosened: each rule discovery saw enforced, gone, fails the gate', () => {
    const loosened = [
      rule('request.note.maxLength', '2000', undefined),
      rule('request.price.maximum', '100', '1000'),
      rule('request.email.format', '"email"', undefined),
      rule('request.kind.enum', '["a","b"]', undefined),
      rule('request.kind.enum', '["a","b"]', '["a","b","c"]'),
      rule('request.required', '["a","b"]', '["a"]'),
      rule('request.unknown-fields', 'rejected', 'ignored'),
      rule('request.unknown-fields', 'rejected', undefined),
    ];
    expect(loosened.map((r) => r && driftRules[r].kind)).toEqual(Array(8).fill('loosened'));
    expect(loosened.every((r) => r !== undefined && ruleFails(r))).toBe(true);
  });

  test('tightened requests and changed answers are breaking', () => {
    expect(rule('request.note.maxLength', '2000', '200')).toBe('request_rule_tightened');
    expect(rule('request.note.minLength', '1', '5')).toBe('request_rule_tightened');
    expect(rule('request.kind.enum', '["a","b"]', '["a"]')).toBe('request_rule_tightened');
    expect(rule('request.required', '["a"]', '["a","b"]')).toBe('request_field_required');
    expect(rule('error.validation.content-type', '["application/json"]', '["text/html"]')).toBe(
      'error_content_type_changed',
    );
    expect(rule('error.unknown_id.status', '["404"]', '["400"]')).toBe('error_status_changed');
    expect(rule('error.validation.body.message.type', '"array"', '"string"')).toBe('error_body_changed');
    expect(rule('response.201.id.type', '"string"', undefined)).toBe('response_property_removed');
    expect(rule('security', '[{"bearerAuth":[]}]', '[]')).toBe('auth_dropped');
    expect(rule('responsive', undefined, 'no')).toBe('operation_unresponsive');
  });

  test('limits: lowered fails, raised is recorded', () => {
    const rate = (limit: number, windowSeconds: number) => JSON.stringify({ limit, windowSeconds });
    expect(rule('rate-limit', rate(600, 60), rate(100, 60))).toBe('rate_limit_lowered');
    expect(rule('rate-limit', rate(600, 60), rate(20, 1))).toBe('rate_limit_raised');
    expect(rule('body-limit', '102400', '10240')).toBe('body_limit_lowered');
    expect(ruleFails('body_limit_raised')).toBe(false);
  });

  test('purely additive changes are recorded only', () => {
    const additive = [
      rule('response.201.at.type', undefined, '"string"'),
      rule('response.201.required', '["id"]', '["at","id"]'),
      rule('error.validation.body.detail.type', undefined, '"string"'),
      rule('request.comment.type', undefined, '"string"', false),
      rule('responsive', 'no', undefined),
    ];
    expect(additive.every((r) => r !== undefined && !ruleFails(r))).toBe(true);
  });

  test('bookkeeping facts are not behaviour', () => {
    expect(rule('limits', undefined, 'probed')).toBeUndefined();
  });
});

test('a rate limit whose window was estimated a few seconds apart has not moved', () => {
  const rate = (limit: number, windowSeconds: number) => JSON.stringify({ limit, windowSeconds });
  expect(rule('rate-limit', rate(5000, 60), rate(5000, 57))).toBeUndefined();
});

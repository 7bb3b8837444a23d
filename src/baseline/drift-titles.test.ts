import { describe, expect, test } from 'vitest';
import { driftTitle } from './drift-titles.ts';

describe('driftTitle', () => {
  test('auth changes read as words, not rule names and fact keys', () => {
    expect(
      driftTitle('error_no_longer_returned', '#13', 'error.*.status', ['no_token'], '["401"]', undefined),
    ).toBe('#13 no longer requires a token (["401"] → (absent))');
    expect(driftTitle('auth_added', '#18', 'security', [], '[]', '[{"bearerAuth":[]}]')).toBe(
      '#18 now requires a token ([] → [{"bearerAuth":[]}])',
    );
    expect(
      driftTitle(
        'error_newly_returned',
        '2 operations (#8, #18)',
        'error.*.status',
        ['no_token'],
        undefined,
        '401',
      ),
    ).toMatch(/^2 operations \(#8, #18\) now require a token/);
  });

  test('a request rule names its field; a long change is left to expected/actual', () => {
    expect(
      driftTitle('request_rule_loosened', '#2', 'request.referralType.enum', [], '["a"]', '["a","b"]'),
    ).toBe('#2: `referralType` accepts more values (["a"] → ["a","b"])');
    expect(
      driftTitle('request_rule_removed', '#1', 'request.note.maxLength', [], 'x'.repeat(90), undefined),
    ).toBe("#1: `note`'s maximum length is no longer checked");
  });
});

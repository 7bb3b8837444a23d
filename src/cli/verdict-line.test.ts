import { describe, expect, test } from 'vitest';
import { verdictLine } from './verdict-line.mjs';

const clean = { requestsSent: 410, findings: 0, failing: 0, skipped: [], unverified: [] };

describe('the PASS/FAIL line', () => {
  test('a clean run: counts and where the reports are', () => {
    expect(verdictLine(true, clean, 0, '/r')).toBe(
      'PASS: 410 requests, 0 findings (0 failing), 0 failed tests; reports in /r',
    );
  });

  test('names the operations the verdict does not cover', () => {
    const line = verdictLine(true, { ...clean, skipped: [7, 11, 14], unverified: [16] }, 0, '/r');
    expect(line).toBe(
      'PASS: 410 requests, 0 findings (0 failing), 0 failed tests, 3 operations skipped (side effects not allowed: #7 #11 #14), 1 unverified (#16); reports in /r',
    );
  });
});

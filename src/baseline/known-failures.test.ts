import { describe, expect, test } from 'vitest';
import type { Finding } from '../core/finding.ts';
import { markKnown, recordFailures } from './known-failures.ts';

const finding = (over: Partial<Finding>): Finding => ({
  key: 'operation_verified|17|no_accepted_request',
  check: 'operation_verified',
  operation: 17,
  severity: 'high',
  title: 'Could not build an accepted request',
  expected: '',
  actual: '',
  caseId: 'x',
  seed: 1,
  exchangeIds: ['ex-000001'],
  curl: 'curl x',
  fails: true,
  occurrences: 1,
  ...over,
});
const serverError = finding({
  key: 'not_a_server_error|3|status:500',
  check: 'not_a_server_error',
  operation: 3,
  severity: 'critical',
});

describe('known failures', () => {
  test('a recording keeps its failing findings, each since the baseline it replaces first saw it', () => {
    const then = recordFailures([finding({})], [], '2026-01-01T00:00:00Z');
    const again = recordFailures(
      [finding({}), serverError, finding({ key: 'k', fails: false })],
      then,
      '2026-02-01T00:00:00Z',
    );
    expect(again.map((r) => [r.key, r.since])).toEqual([
      ['operation_verified|17|no_accepted_request', '2026-01-01T00:00:00Z'],
      ['not_a_server_error|3|status:500', '2026-02-01T00:00:00Z'],
    ]);
  });

  test('a known failure is tolerated, a critical one, a worse one and a new one still fail', () => {
    const recorded = recordFailures([finding({}), serverError], [], '2026-01-01T00:00:00Z');
    const now = [finding({}), serverError, finding({ key: 'new', operation: 2 })];
    const marked = markKnown(now, recorded, 'tolerate');
    expect(marked.map((f) => [f.key, f.fails, f.known?.fails])).toEqual([
      ['operation_verified|17|no_accepted_request', false, false],
      ['not_a_server_error|3|status:500', true, true],
      ['new', true, undefined],
    ]);
    expect(marked[0]?.known).toMatchObject({
      since: '2026-01-01T00:00:00Z',
      recorded: { title: 'Could not build an accepted request' },
    });
    const worse = markKnown([finding({ severity: 'critical' })], recorded, 'tolerate');
    expect(worse[0]?.fails).toBe(true);
    expect(worse[0]?.known).toBeUndefined();
    expect(markKnown([finding({})], recorded, 'fail')[0]).toMatchObject({
      fails: true,
      known: { fails: true },
    });
  });
});

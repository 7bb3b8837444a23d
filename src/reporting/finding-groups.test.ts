import { describe, expect, test } from 'vitest';
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Finding } from '../core/finding.ts';
import { findingGroup, groupFindings, titleWithoutOperation } from './finding-groups.ts';
import { findingSections } from './summary-findings-md.ts';

const finding = (operation: OperationNumber | 0, over: Partial<Finding> = {}): Finding => ({
  key: `content_type_conformance|${operation}|html-error`,
  check: 'content_type_conformance',
  operation,
  severity: 'medium',
  title: 'Error 400 answered with an HTML page',
  expected: 'a machine-readable error',
  actual: 'text/html',
  caseId: `op${operation}-path_malformed_id-000`,
  seed: 1,
  exchangeIds: [`ex-0000${10 + operation}`],
  curl: `curl -sS 'http://127.0.0.1/${operation}'`,
  fails: false,
  occurrences: 1,
  ...over,
});

const witness = (operation: OperationNumber) =>
  finding(operation, {
    key: `drift|witness_outcome_changed|${operation}`,
    check: 'drift',
    severity: 'high',
    title: `#${operation} now refuses the request it accepted at the baseline (201 → 404)`,
    fails: true,
    classification: { rule: 'witness_outcome_changed', kind: 'breaking', operations: [operation], facts: [] },
  });

describe('the same finding on several operations', () => {
  test('one group per check and title without the operation, operations listed in order', () => {
    const html = [3, 5, 9].map((n) => finding(n as OperationNumber));
    const other = finding(4, { title: 'Error 404 answered with an HTML page' });
    const leak = finding(3, { check: 'stack_trace_leak', key: 'stack_trace_leak|3|x' });
    const groups = groupFindings([...html, other, leak]);
    expect(groups.map((g) => [g.key, g.operations, g.findings.length])).toEqual([
      ['content_type_conformance|Error 400 answered with an HTML page', [3, 5, 9], 3],
      ['content_type_conformance|Error 404 answered with an HTML page', [4], 1],
      ['stack_trace_leak|Error 400 answered with an HTML page', [3], 1],
    ]);
    expect(new Set(html.map(findingGroup)).size).toBe(1);
  });

  test('a title naming its own operation groups without it; a lone finding keeps its own title', () => {
    expect(titleWithoutOperation(witness(3))).toBe(
      'Now refuses the request it accepted at the baseline (201 → 404)',
    );
    const stalled = finding(21, { title: 'Operation 21 stopped answering in time: 3 answers slower' });
    expect(titleWithoutOperation(stalled)).toBe('Stopped answering in time: 3 answers slower');
    const example = finding(17, {
      title: 'Could not build an accepted request: add an example for #17 (2 sent)',
    });
    expect(titleWithoutOperation(example)).toBe(
      'Could not build an accepted request: add an example for each operation (2 sent)',
    );
    // Another operation's number, or #170 beside #17, is not its own.
    expect(titleWithoutOperation(finding(17, { title: 'see #170 and #1' }))).toBe('see #170 and #1');
    const [both, alone] = [groupFindings([witness(3), witness(5)]), groupFindings([witness(3)])];
    expect(both.map((g) => [g.title, g.operations])).toEqual([
      ['Now refuses the request it accepted at the baseline (201 → 404)', [3, 5]],
    ]);
    expect(alone[0]?.title).toBe('#3 now refuses the request it accepted at the baseline (201 → 404)');
  });

  test('a drift finding over several operations is a group already: its title is kept whole', () => {
    const drift = finding(11, {
      check: 'drift',
      title: '#11, #12 now require `author`',
      classification: { rule: 'request_field_required', kind: 'breaking', operations: [11, 12], facts: [] },
    });
    expect(findingGroup(drift)).toBe('drift|#11, #12 now require `author`');
    expect(groupFindings([drift])[0]?.operations).toEqual([11, 12]);
  });

  test('summary.md: one entry listing the operations, each operation’s first exchange as evidence', () => {
    const lines = findingSections(
      [3, 5, 9].map((n) => finding(n as OperationNumber)),
      (n) => `#${n}`,
    );
    expect(lines.filter((l) => l.startsWith('- '))).toEqual([
      '- Error 400 answered with an HTML page — 3 operations: #3, #5, #9 (`content_type_conformance`, medium)',
    ]);
    expect(lines).toContain('  - evidence: ex-000013 (#3), ex-000015 (#5), ex-000019 (#9)');
    const witnesses = findingSections([witness(3), witness(5)], (n) => `#${n}`);
    expect(witnesses[2]).toBe(
      '- Now refuses the request it accepted at the baseline (201 → 404) — 2 operations: #3, #5 (`drift`, high)',
    );
    expect(findingSections([witness(3)], (n) => `#${n}`)[2]).toBe(
      '- #3 now refuses the request it accepted at the baseline (201 → 404) (`drift`, high)',
    );
  });
});

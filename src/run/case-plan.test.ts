/**
 * Sizing the case phase: fewer examples first, then an even share per operation spread over the
 * scenarios; nothing cut when everything fits.
 */

import { describe, expect, test } from 'vitest';
import { evenShares, type OperationCases, planCases, spread } from './case-plan.ts';
import { aCase } from './test-case.ts';

/** Two operations: `examples` valid cases plus 4 negative and 2 auth cases each. */
function build(examples: number): OperationCases[] {
  return ([1, 2] as const).map((operation) => ({
    operation,
    cases: [
      ...Array.from({ length: examples }, (_, i) => aCase(operation, 'valid_full', i)),
      ...Array.from({ length: 4 }, (_, i) => aCase(operation, 'wrong_type', i)),
      aCase(operation, 'empty_body', 0),
      aCase(operation, 'no_token', 0),
      aCase(operation, 'bad_token', 0),
    ],
  }));
}

describe('planCases', () => {
  test('everything fits: the configured examples, nothing cut', () => {
    const plan = planCases(build, 5, 1000);
    expect(plan.examples).toBe(5);
    expect(plan.operations.map((o) => [o.cases.length, o.full])).toEqual([
      [12, 12],
      [12, 12],
    ]);
  });

  test('fewer examples when that is enough', () => {
    const plan = planCases(build, 5, 18);
    expect(plan.examples).toBe(2);
    expect(plan.operations.map((o) => o.cases.length)).toEqual([9, 9]);
  });

  test('then an even share per operation, a few of every scenario', () => {
    const plan = planCases(build, 5, 8);
    expect(plan.examples).toBe(1);
    const first = plan.operations[0];
    expect(first?.full).toBe(12);
    expect(first?.cases.map((c) => c.scenario)).toEqual([
      'valid_full',
      'wrong_type',
      'no_token',
      'bad_token',
    ]);
  });
});

test('even shares: what a small one leaves flows to the rest, at least one each', () => {
  expect(evenShares([2, 10, 10], 12)).toEqual([2, 5, 5]);
  expect(evenShares([3, 3], 100)).toEqual([3, 3]);
  expect(evenShares([5, 5, 5], 0)).toEqual([1, 1, 1]);
});

test('spread: valid and auth scenarios first, kept in their original order', () => {
  const cases = build(2)[0]?.cases ?? [];
  expect(spread(cases, 3).map((c) => c.id)).toEqual([
    'op1-valid_full-0',
    'op1-no_token-0',
    'op1-bad_token-0',
  ]);
});

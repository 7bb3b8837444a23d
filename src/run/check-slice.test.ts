/**
 * A check's case slice: the most powerful case of every operation before any operation's second,
 * valid examples and auth variants last, never more than the size asked.
 */
import { expect, test } from 'vitest';
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { byPower, checkSlice } from './check-slice.ts';
import { aCase } from './test-case.ts';

const op = (operation: OperationNumber) => ({
  operation,
  cases: [
    aCase(operation, 'valid_full'),
    aCase(operation, 'no_token'),
    aCase(operation, 'wrong_type', 0),
    aCase(operation, 'wrong_type', 1),
    aCase(operation, 'unicode', 0),
    aCase(operation, 'unicode', 1),
    aCase(operation, 'numeric_boundary'),
  ],
});

test('one operation by power: first of each scenario in power order, then the seconds; valid and auth last', () => {
  expect(byPower(op(1).cases).map((c) => c.id)).toEqual([
    'op1-unicode-0',
    'op1-numeric_boundary-0',
    'op1-wrong_type-0',
    'op1-valid_full-0',
    'op1-no_token-0',
    'op1-unicode-1',
    'op1-wrong_type-1',
  ]);
});

test('across operations: every operation gets its unicode case before any gets a second case', () => {
  const slice = checkSlice([op(1), op(2), op(3)], 5);
  expect(slice.map((o) => o.cases.map((c) => c.scenario))).toEqual([
    ['unicode', 'numeric_boundary'],
    ['unicode', 'numeric_boundary'],
    ['unicode'],
  ]);
  expect(checkSlice([op(1)], 100)[0]?.cases).toHaveLength(7);
  expect(checkSlice([op(1), op(2)], 0).every((o) => o.cases.length === 0)).toBe(true);
});

test('the core requests the witnesses did not send come first: an operation never seen accepted still gets its valid case', () => {
  const witnessed = [
    { operation: 1 as const, valid: true, noToken: true, badToken: true },
    { operation: 2 as const, valid: false, noToken: true, badToken: true },
  ];
  const slice = checkSlice([op(1), op(2)], 3, witnessed);
  expect(slice.map((o) => o.cases.map((c) => c.scenario))).toEqual([
    ['unicode', 'numeric_boundary'],
    ['valid_full'],
  ]);
});

/**
 * @module Sizing the case phase to the requests that fit in the time left: fewer generated valid
 * examples first (down to one per operation), then an even share of what fits per operation,
 * each share spread over the scenarios (a few of every kind rather than all of the first kinds).
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Case, Scenario } from '../core/case.ts';

export interface OperationCases {
  readonly operation: OperationNumber;
  readonly cases: readonly Case[];
}

export interface PlannedOperation extends OperationCases {
  /** Cases the full plan (`EXAMPLES` as configured) had for this operation. */
  readonly full: number;
}

export interface CasePlan {
  readonly examples: number;
  readonly operations: readonly PlannedOperation[];
  /** A baseline check's slice: the cases left out were left out by its plan, not by a budget. */
  readonly checkSlice?: true;
}

const total = (ops: readonly OperationCases[]) => ops.reduce((n, o) => n + o.cases.length, 0);

/** `build(examples)`: every operation's cases with that many generated valid examples. */
export function planCases(
  build: (examples: number) => readonly OperationCases[],
  configured: number,
  capacity: number,
): CasePlan {
  const full = build(configured);
  const fullOf = (op: OperationNumber) => full.find((o) => o.operation === op)?.cases.length ?? 0;
  const plan = (examples: number, ops: readonly OperationCases[]): CasePlan => ({
    examples,
    operations: ops.map((o) => ({ ...o, full: fullOf(o.operation) })),
  });
  if (total(full) <= capacity) return plan(configured, full);
  const floor = Math.min(1, configured);
  for (let examples = configured - 1; examples >= floor; examples--) {
    const ops = build(examples);
    if (total(ops) <= capacity) return plan(examples, ops);
  }
  const ops = build(floor);
  const shares = evenShares(
    ops.map((o) => o.cases.length),
    capacity,
  );
  return plan(
    floor,
    ops.map((o, i) => ({ operation: o.operation, cases: spread(o.cases, shares[i] ?? 0) })),
  );
}

/** Water-filling: each gets an equal share of what is left, what a small one leaves flows to the rest; at least one each. */
export function evenShares(sizes: readonly number[], capacity: number): number[] {
  const shares = sizes.map(() => 0);
  let left = Math.max(0, Math.floor(capacity));
  const order = sizes.map((size, i) => ({ size, i })).sort((a, b) => a.size - b.size);
  for (const [k, { size, i }] of order.entries()) {
    const share = Math.min(size, Math.max(1, Math.floor(left / (order.length - k))));
    shares[i] = share;
    left = Math.max(0, left - share);
  }
  return shares;
}

/** Scenarios every operation should get first: a valid request and the auth variants. */
const FIRST: readonly Scenario[] = ['valid_full', 'valid_minimal', 'no_token', 'bad_token', 'other_tenant'];
const rank = (s: Scenario) => (FIRST.includes(s) ? FIRST.indexOf(s) : FIRST.length);

/**
 * `n` cases taken round-robin over their scenarios (valid and auth ones first, then in first-seen
 * order), kept in their original order.
 */
export function spread(cases: readonly Case[], n: number): Case[] {
  const byScenario = new Map<Scenario, number[]>();
  for (const [i, c] of cases.entries())
    byScenario.set(c.scenario, [...(byScenario.get(c.scenario) ?? []), i]);
  const queues = [...byScenario.entries()].sort(([a], [b]) => rank(a) - rank(b)).map(([, q]) => q);
  const picked: number[] = [];
  for (let round = 0; picked.length < Math.min(n, cases.length); round++) {
    for (const q of queues) {
      const i = q[round];
      if (i !== undefined && picked.length < n) picked.push(i);
    }
  }
  return picked.sort((a, b) => a - b).flatMap((i) => cases[i] ?? []);
}

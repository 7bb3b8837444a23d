/**
 * @module Boundary search on integers: galloping away from an accepted value until a rejection,
 * then bisection to the last accepted value next to the first rejected one. Every step is one
 * probe; an inconclusive step ends the search without a result.
 */
import type { TrialResult } from './trial.ts';

export type Test = (n: number) => Promise<TrialResult>;

export const HUGE = Number.MAX_SAFE_INTEGER;

/** Past this distance, galloping gives way to bisection against `limit`. */
const GALLOP_SPAN = 2 ** 20;

/**
 * The accepted value adjacent to a rejected one: `accepted` and `rejected` bracket the boundary
 * (in either order); returns the last accepted integer, or undefined when a step was inconclusive.
 */
export async function boundary(accepted: number, rejected: number, test: Test): Promise<number | undefined> {
  let a = accepted;
  let r = rejected;
  while (Math.abs(r - a) > 1) {
    const mid = a + Math.trunc((r - a) / 2);
    const result = await test(mid);
    if (result === 'inconclusive') return undefined;
    if (result === 'accepted') a = mid;
    else r = mid;
  }
  return a;
}

/**
 * From an accepted integer, walks in `direction` (+1 / -1) with doubling steps until a rejection,
 * never past `limit` (known rejected); then bisects. Returns the last accepted integer.
 */
export async function gallop(
  start: number,
  direction: 1 | -1,
  limit: number,
  test: Test,
): Promise<number | undefined> {
  let a = start;
  let step = 1;
  while (step <= GALLOP_SPAN) {
    const next = start + direction * step;
    if (direction * (next - limit) >= 0) break;
    const result = await test(next);
    if (result === 'inconclusive') return undefined;
    if (result === 'rejected') return boundary(a, next, test);
    a = next;
    step *= 2;
  }
  return boundary(a, limit, test);
}

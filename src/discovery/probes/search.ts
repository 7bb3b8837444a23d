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

/** Limits people write down: tried first, so a round limit costs a handful of probes. */
const ROUND_LIMITS = [
  8, 10, 16, 20, 24, 25, 30, 32, 40, 50, 60, 64, 75, 80, 100, 120, 128, 150, 160, 200, 250, 254, 255, 256,
  300, 320, 400, 500, 512, 1000, 1024, 2000, 2048, 3000, 4000, 4096, 5000, 8000, 8192,
];

/**
 * The last accepted integer between an accepted and a larger rejected one, searching the round
 * limits in between first (binary search over them, then one probe just past the bracket's
 * accepted end), and bisecting only what remains.
 */
export async function roundBoundary(
  accepted: number,
  rejected: number,
  test: Test,
): Promise<number | undefined> {
  const round = ROUND_LIMITS.filter((c) => c > accepted && c < rejected);
  let lo = -1;
  let hi = round.length;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const result = await test(round[mid] as number);
    if (result === 'inconclusive') return undefined;
    if (result === 'accepted') lo = mid;
    else hi = mid;
  }
  const a = lo >= 0 ? (round[lo] as number) : accepted;
  const r = hi < round.length ? (round[hi] as number) : rejected;
  if (lo >= 0 && r - a > 1) {
    const past = await test(a + 1);
    if (past === 'inconclusive') return undefined;
    if (past === 'rejected') return a;
    return boundary(a + 1, r, test);
  }
  return boundary(a, r, test);
}

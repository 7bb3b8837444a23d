/**
 * @module Shared test helpers for arbitraries (fast-check's own `__test-helpers__` idea): same seed,
 * same values; another seed, other values. Used by the tests only.
 */
import fc from 'fast-check';
import { expect } from 'vitest';

const SEEDS = [0, 1, 42, 2 ** 31 - 1] as const;

export function assertSameSeedSameValues<T>(arb: fc.Arbitrary<T>, numRuns = 20): void {
  for (const seed of SEEDS) {
    expect(fc.sample(arb, { seed, numRuns })).toEqual(fc.sample(arb, { seed, numRuns }));
  }
}

export function assertOtherSeedOtherValues<T>(arb: fc.Arbitrary<T>, numRuns = 20): void {
  const runs = SEEDS.map((seed) => JSON.stringify(fc.sample(arb, { seed, numRuns })));
  expect(new Set(runs).size).toBe(runs.length);
}

/** Every one of `numRuns` values satisfies `holds` (fast-check reports the smallest that does not). */
export function assertEvery<T>(arb: fc.Arbitrary<T>, holds: (value: T) => boolean, numRuns = 300): void {
  fc.assert(fc.property(arb, holds), { numRuns, seed: 7 });
}

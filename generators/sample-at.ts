/**
 * @module One value of an arbitrary at a fast-check seed and path: the same value `fc.sample`,
 * `fc.check` and a stored regression name by that seed and path.
 */
import fc from 'fast-check';

/** `path` `"3"` is the fourth sampled value; `"3:0:1"` walks fast-check's shrink tree from it. */
export function sampleAt<T>(arb: fc.Arbitrary<T>, seed: number, path: string): T {
  const [value] = fc.sample(arb, { seed, path, numRuns: 1 });
  if (value === undefined && path !== '') throw new RangeError(`no value at seed ${seed}, path "${path}"`);
  return value as T;
}

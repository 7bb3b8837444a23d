import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sampleAt } from './sample-at.ts';
import { shrinkFailing } from './shrink.ts';

const arb = fc.record({ n: fc.integer({ min: 0, max: 10_000 }), s: fc.string() }, { noNullPrototype: true });
const big = (v: { n: number }) => v.n >= 500;

/** The first sampled index whose value triggers the predicate. */
function firstFailing(seed: number): number {
  const index = fc.sample(arb, { seed, numRuns: 100 }).findIndex(big);
  if (index < 0) throw new Error('no failing value in the sample');
  return index;
}

describe('shrinkFailing', () => {
  test('fast-check shrinks the value at seed/path to the minimal one that still triggers', async () => {
    const seed = 42;
    const path = String(firstFailing(seed));
    const result = await shrinkFailing(arb, seed, path, big);
    expect(result?.value).toEqual({ n: 500, s: '' });
    expect(result?.shrinks).toBeGreaterThan(0);
    // The shrunk path replays the shrunk value.
    expect(result && sampleAt(arb, seed, result.path)).toEqual(result?.value);
  });

  test('a value that no longer triggers (flaky) gives nothing, and no fresh values are tried', async () => {
    let calls = 0;
    const result = await shrinkFailing(arb, 42, '0', () => {
      calls += 1;
      return false;
    });
    expect(result).toBeUndefined();
    expect(calls).toBe(1);
  });

  test('maxAttempts caps how often the predicate runs', async () => {
    let calls = 0;
    const seed = 7;
    const result = await shrinkFailing(
      arb,
      seed,
      String(firstFailing(seed)),
      (v) => {
        calls += 1;
        return big(v);
      },
      { maxAttempts: 3 },
    );
    expect(calls).toBe(3);
    expect(result && big(result.value)).toBe(true);
  });

  test('async predicates work too', async () => {
    const result = await shrinkFailing(arb, 42, String(firstFailing(42)), async (v) => big(v));
    expect(result?.value.n).toBe(500);
  });
});

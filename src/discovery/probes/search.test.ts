import { describe, expect, test } from 'vitest';
import { boundary, gallop, HUGE, roundBoundary } from './search.ts';
import type { TrialResult } from './trial.ts';

/** A fake server accepting integers in [min, max], counting probes. */
function range(min: number, max: number) {
  const calls: number[] = [];
  const test = async (n: number): Promise<TrialResult> => {
    calls.push(n);
    return n >= min && n <= max ? 'accepted' : 'rejected';
  };
  return { test, calls };
}

describe('boundary search', () => {
  test('gallop finds a near maximum exactly', async () => {
    const r = range(0, 20);
    expect(await gallop(3, 1, HUGE, r.test)).toBe(20);
    expect(r.calls.length).toBeLessThan(12);
  });

  test('gallop finds a far maximum exactly', async () => {
    const r = range(0, 8_640_000_000_000_000);
    expect(await gallop(1_767_261_600_000, 1, HUGE, r.test)).toBe(8_640_000_000_000_000);
    expect(r.calls.length).toBeLessThan(80);
  });

  test('gallop finds a minimum downwards', async () => {
    const r = range(1800, 2100);
    expect(await gallop(1995, -1, -HUGE, r.test)).toBe(1800);
  });

  test('bisection returns the accepted side next to the rejected one', async () => {
    const r = range(3, 200);
    expect(await boundary(10, 0, r.test)).toBe(3);
    expect(await boundary(10, 10_000, r.test)).toBe(200);
  });

  test('an inconclusive step gives no result', async () => {
    expect(await boundary(0, 100, async () => 'inconclusive')).toBeUndefined();
  });

  test('round limits are found in a handful of probes, others exactly anyway', async () => {
    for (const max of [20, 64, 100, 254, 255, 1000, 2000]) {
      const r = range(0, max);
      expect(await roundBoundary(7, 10_000, r.test)).toBe(max);
      expect(r.calls.length).toBeLessThanOrEqual(8);
    }
    for (const max of [7, 8, 9, 37, 99, 101, 777, 9999]) {
      expect(await roundBoundary(7, 10_000, range(0, max).test)).toBe(max);
    }
  });
});

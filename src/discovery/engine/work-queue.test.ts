import { describe, expect, test } from 'vitest';
import { type Worker, WorkQueue } from './work-queue.ts';

/** A coroutine that takes `steps` turns, each at the band `bands` gives for that step, logging each. */
function coroutine(queue: WorkQueue, index: number, bands: readonly number[], log: string[]) {
  let step = 0;
  const worker: Worker = { index, band: () => bands[step] ?? Number.POSITIVE_INFINITY };
  queue.join(worker);
  return async () => {
    try {
      for (; step < bands.length; step++) {
        await queue.turn(worker);
        log.push(`${index}:${bands[step]}`);
      }
    } finally {
      queue.leave(worker);
    }
  };
}

describe('work queue', () => {
  test('serves the lowest band first, catalog order among equals, every tier before the next', async () => {
    const queue = new WorkQueue();
    const log: string[] = [];
    const runs = [
      coroutine(queue, 0, [0, 0, 1, 3], log),
      coroutine(queue, 1, [0, 2, 2], log),
      coroutine(queue, 2, [0.5, 1], log),
    ];
    await Promise.all(runs.map((r) => r()));
    expect(log).toEqual(['0:0', '0:0', '1:0', '2:0.5', '0:1', '2:1', '1:2', '1:2', '0:3']);
  });

  test('waits for every live coroutine to ask before it grants a turn', async () => {
    const queue = new WorkQueue();
    const log: string[] = [];
    const first = coroutine(queue, 1, [1], log);
    const late = coroutine(queue, 0, [0], log);
    const running = first();
    // The coroutine with the lower band has not asked yet: nothing is granted.
    await new Promise((r) => setTimeout(r, 10));
    expect(log).toEqual([]);
    await Promise.all([running, late()]);
    expect(log).toEqual(['0:0', '1:1']);
  });

  test('grants at once outside the queue, and a coroutine that ends no longer holds the others', async () => {
    const queue = new WorkQueue();
    await queue.turn({ index: 0, band: () => 0 });
    const log: string[] = [];
    const quits: Worker = { index: 0, band: () => 0 };
    queue.join(quits);
    const other = coroutine(queue, 1, [5], log)();
    queue.leave(quits);
    await other;
    expect(log).toEqual(['1:5']);
  });
});

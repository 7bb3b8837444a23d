import { describe, expect, test } from 'vitest';
import { operations } from '../../fixtures/catalog.ts';
import { parseShard } from '../core/shard.ts';
import { operationGroups, shardOperations } from './shard-operations.ts';

const numbers = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    shardOperations(operations, { index: i + 1, count }).map((o) => o.number),
  );

describe('shardOperations', () => {
  test('keeps the report creator with the operations that take its reportId', () => {
    const group = operationGroups(operations).find((g) => g.some((o) => o.number === 1));
    expect(group?.map((o) => o.number)).toEqual([1, 3, 4, 5, 9]);
  });

  test.each([1, 2, 3, 4, 7, 21])(
    'n = %i: every operation in exactly one shard, in catalog order',
    (count) => {
      const all = numbers(count).flat();
      expect(all.sort((a, b) => a - b)).toEqual(operations.map((o) => o.number));
      for (const slice of numbers(count)) expect(slice).toEqual([...slice].sort((a, b) => a - b));
    },
  );

  test('the same cut for every call (each shard computes it alone)', () => {
    expect(numbers(3)).toEqual(numbers(3));
    expect(numbers(2)).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      [12, 13, 14, 15, 16, 17, 18, 19, 20, 21],
    ]);
  });
});

describe('parseShard', () => {
  test('i/n with 1 ≤ i ≤ n', () => {
    expect(parseShard('2/3', 'SHARD')).toEqual({ index: 2, count: 3 });
    for (const bad of ['0/2', '3/2', '1', 'a/b', '1/0', '1/22'])
      expect(() => parseShard(bad, 'SHARD')).toThrow(/SHARD/);
  });
});

/**
 * @module Seeds derived from the run seed: one per operation, so adding examples to one operation
 * does not shift the values of another.
 */
import type { OperationNumber } from '../fixtures/catalog.ts';

/** A 31-bit seed mixed from the run seed and a salt (murmur3's finaliser). */
export function deriveSeed(seed: number, salt: number): number {
  let h = (seed ^ Math.imul(salt + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) & 0x7fffffff;
}

export function operationSeed(seed: number, operation: OperationNumber): number {
  return deriveSeed(seed, operation);
}

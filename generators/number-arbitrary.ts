/**
 * @module Numbers for a field: the vocabulary range for its name (bedrooms 1–6, yearBuilt
 * 1900–2024, startTime in the future), narrowed to learned bounds.
 */
import fc from 'fast-check';
import type { FieldConstraints } from '../src/core/operation-knowledge.ts';
import { vocabularyFor } from './field-vocabulary.ts';
import { defaultNumericRange, type NumericRange, narrowRange } from './numeric-range.ts';

export interface NumberConstraints {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly integer?: boolean;
}

export function numberConstraintsOf(learned: FieldConstraints | undefined): NumberConstraints {
  return {
    ...(learned?.minimum !== undefined && { minimum: learned.minimum }),
    ...(learned?.maximum !== undefined && { maximum: learned.maximum }),
  };
}

export function numberArbitrary(name: string, c: NumberConstraints = {}): fc.Arbitrary<number> {
  const v = vocabularyFor(name);
  if (v?.kind !== 'number') return rangeArbitrary(narrowRange(defaultNumericRange, c));
  // A realistic value is any in the range, not fast-check's favourite small ones (1900, 1901…).
  return fc.noBias(rangeArbitrary(narrowRange(v.range, c)));
}

export function rangeArbitrary(r: NumericRange): fc.Arbitrary<number> {
  if (!r.integer) {
    return fc
      .double({ min: r.min, max: r.max, noNaN: true, noDefaultInfinity: true })
      .map((x) => (Object.is(x, -0) ? 0 : x));
  }
  const min = Math.ceil(r.min);
  const max = Math.floor(r.max);
  const step = r.step ?? 1;
  const first = Math.ceil(min / step) * step;
  if (step > 1 && first <= max && Number.isSafeInteger((max - first) / step)) {
    return fc.integer({ min: 0, max: Math.floor((max - first) / step) }).map((k) => first + k * step);
  }
  return safeInteger(min, max);
}

/** fc.integer is 32-bit; epoch milliseconds are not. */
function safeInteger(min: number, max: number): fc.Arbitrary<number> {
  if (min >= -(2 ** 31) && max <= 2 ** 31 - 1) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

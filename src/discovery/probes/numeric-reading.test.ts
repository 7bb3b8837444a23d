import { describe, expect, test } from 'vitest';
import { combineReadings, fractionPast, readingPastEdge, readingPastInt64 } from './numeric-reading.ts';

/** How a lax reader (Jackson's default) reads a number sent to an integer field. */
const truncating = (n: number) => Math.trunc(n);

describe('how fractions are read', () => {
  test('the fraction past a maximum comes back onto it when truncated or rounded', () => {
    expect(fractionPast(16, 1)).toBe(16.25);
    expect(truncating(16.25)).toBe(16);
    expect(fractionPast(0, 1)).toBe(0.25);
    expect(fractionPast(0, -1)).toBe(-0.25);
    expect(fractionPast(-5, -1)).toBe(-5.25);
  });

  test('no such fraction where truncation crosses the edge, or the quarter is lost', () => {
    // A minimum of 1: 0.75 truncates to 0, which a truncating reader refuses like a number one.
    expect(fractionPast(1, -1)).toBeUndefined();
    expect(fractionPast(-3, 1)).toBeUndefined();
    expect(fractionPast(2 ** 53 - 1, 1)).toBeUndefined();
  });

  test('a fraction past a whole-number bound: refused ⇒ number, accepted ⇒ an integer reader', () => {
    // 16 accepted, 17 refused: 16.25 accepted is a reader that made it 16 (the bug: it was "number").
    expect(readingPastEdge('accepted')).toBe('integer');
    expect(readingPastEdge('rejected')).toBe('number');
    expect(readingPastEdge('inconclusive')).toBeUndefined();
  });

  test('a value past every 64-bit integer: taken by a double only', () => {
    expect(readingPastInt64('accepted')).toBe('number');
    expect(readingPastInt64('rejected')).toBe('integer');
  });

  test('readings decide only when they agree', () => {
    expect(combineReadings(['integer', undefined, 'integer'])).toBe('integer');
    expect(combineReadings(['number'])).toBe('number');
    expect(combineReadings([undefined])).toBe('none');
    expect(combineReadings([])).toBe('none');
    expect(combineReadings(['number', 'integer'])).toBe('conflict');
  });
});

/**
 * @module A numeric range to draw from, and its intersection with learned bounds: a vocabulary range
 * (bedrooms 1–6) narrowed by what the server is known to enforce.
 */

export interface NumericRange {
  readonly min: number;
  readonly max: number;
  readonly integer: boolean;
  /** Values are multiples of this (epoch minutes, not milliseconds), when it fits the range. */
  readonly step?: number;
}

/** Used for numbers the vocabulary does not know. */
export const defaultNumericRange: NumericRange = { min: 0, max: 100, integer: true };

/** How far past a one-sided learned bound the range reaches. */
const OPEN_SPAN = 100;

/**
 * The vocabulary range narrowed to the learned bounds; when they do not overlap, the learned bounds
 * win (the server's rule beats our guess of a plausible value).
 */
export function narrowRange(
  range: NumericRange,
  bounds: { readonly minimum?: number; readonly maximum?: number; readonly integer?: boolean },
): NumericRange {
  const integer = range.integer || bounds.integer === true;
  const min = Math.max(range.min, bounds.minimum ?? Number.NEGATIVE_INFINITY);
  const max = Math.min(range.max, bounds.maximum ?? Number.POSITIVE_INFINITY);
  if (hasValue({ min, max, integer })) return { ...range, min, max, integer };
  const lo = bounds.minimum ?? (bounds.maximum ?? 0) - OPEN_SPAN;
  const hi = bounds.maximum ?? lo + OPEN_SPAN;
  const learned = { min: lo, max: hi, integer };
  // Integer wanted but the learned interval holds none (0.2–0.8): any number inside will do.
  return hasValue(learned) ? learned : { min: lo, max: hi, integer: false };
}

function hasValue(r: NumericRange): boolean {
  return r.integer ? Math.ceil(r.min) <= Math.floor(r.max) : r.min <= r.max;
}

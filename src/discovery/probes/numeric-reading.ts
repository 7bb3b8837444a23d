/**
 * @module How a server reads a number field whose fraction was accepted. An accepted fraction
 * proves nothing: a lax reader (Jackson, PHP's `(int)`, Newtonsoft) truncates or rounds 16.5 to
 * 16 and accepts that. The decision waits for a whole-number bound (edge accepted, one past it
 * rejected): a fraction just past the edge, which truncation and rounding both bring back onto
 * the edge, is refused by a reader of fractions and accepted by a lax integer reader. A bound at
 * an integer type's range, or a value past every 64-bit integer refused while 2^53-1 is accepted,
 * says integer too. Until then no type is stated; the bound itself always is.
 */
import type { OpContext } from '../session/op-context.ts';
import { evidence, type Trial, type TrialResult } from './trial.ts';

/** `number`: fractions are read as such; `integer`: read as an integer (truncated or rounded). */
export type Reading = 'number' | 'integer';

/** Past every 64-bit integer (2^64 ≈ 1.8e19), still an ordinary double. */
export const PAST_INT64 = 1e20;

/**
 * The fraction a quarter past `edge` (in `dir`) when truncation toward zero and rounding both
 * read it as `edge`: only then does accepting it mean "read as an integer". Undefined otherwise
 * (truncation would cross the edge, so both readers refuse it alike).
 */
export function fractionPast(edge: number, dir: 1 | -1): number | undefined {
  const x = edge + dir * 0.25;
  // Near 2^53 the quarter is lost: x would be the edge itself.
  if (Number.isInteger(x)) return undefined;
  return Math.trunc(x) === edge && Math.round(x) === edge ? x : undefined;
}

/** What a fraction just past a whole-number edge says, when it is informative. */
export function readingPastEdge(result: TrialResult): Reading | undefined {
  if (result === 'rejected') return 'number';
  if (result === 'accepted') return 'integer';
  return undefined;
}

/** What a value past every 64-bit integer says, 2^53-1 having been accepted. */
export function readingPastInt64(result: TrialResult): Reading | undefined {
  if (result === 'accepted') return 'number';
  if (result === 'rejected') return 'integer';
  return undefined;
}

/** One reading when every piece of evidence agrees; 'none' or 'conflict' otherwise. */
export function combineReadings(readings: readonly (Reading | undefined)[]): Reading | 'none' | 'conflict' {
  const seen = [...new Set(readings.filter((r): r is Reading => r !== undefined))];
  if (seen.length > 1) return 'conflict';
  return seen[0] ?? 'none';
}

/** A number field whose type waits for its bounds: what the type probe saw. */
export interface PendingNumber {
  readonly lenient: boolean;
  /** The type probe's trials, then those that decided a reading. */
  readonly trials: Trial[];
  readonly readings: (Reading | undefined)[];
}

const pendingByOp = new WeakMap<object, Map<string, PendingNumber>>();

/** The fields of one operation (keyed by its context) whose numeric reading is not decided yet. */
export function pendingNumbers(ctx: object): Map<string, PendingNumber> {
  let map = pendingByOp.get(ctx);
  if (map === undefined) {
    map = new Map();
    pendingByOp.set(ctx, map);
  }
  return map;
}

/** The type of a number field whose fraction was accepted, once its bounds had their say. */
export function settleReading(ctx: OpContext, field: string, pending: PendingNumber): void {
  pendingNumbers(ctx).delete(field);
  const reading = combineReadings(pending.readings);
  if (reading === 'none' || reading === 'conflict') {
    ctx.observeField({
      kind: 'undetermined',
      operation: ctx.number,
      field,
      topic: 'type',
      reason:
        reading === 'none'
          ? 'a fraction was accepted, which a lax integer reader does too, and no bound told how fractions are read'
          : 'fractions past one bound were read as fractions and past another as integers',
      evidence: evidence(...pending.trials),
    });
    return;
  }
  ctx.observeField({
    kind: 'type',
    operation: ctx.number,
    field,
    type: reading,
    lenient: pending.lenient,
    ...(reading === 'integer' && { fractions: 'coerced' as const }),
    evidence: evidence(...pending.trials),
  });
}

/**
 * @module Numeric bounds, always confirmed with whole numbers on both sides. A hint from the error
 * ("must not be greater than 20") is verified with two probes (20 accepted, 21 rejected).
 * Otherwise a huge value: accepted ⇒ no bound; rejected ⇒ gallop from the accepted value and
 * bisect on integers. On a field not known to refuse fractions, a fraction a quarter past the
 * edge then tells how fractions are read (`numeric-reading.ts`); its acceptance never drops the
 * bound, unless truncation would have refused it too and nothing showed an integer reader.
 */

import { hintIsAbout } from '../session/body-path.ts';
import type { Verdict } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';
import {
  fractionPast,
  PAST_INT64,
  type PendingNumber,
  pendingNumbers,
  readingPastEdge,
  readingPastInt64,
  settleReading,
} from './numeric-reading.ts';
import { gallop, HUGE } from './search.ts';
import { evidence, type Trial, trial, withField } from './trial.ts';

/** Magnitudes of integer types' limits (2^31, 2^32, 2^63, 2^64 and one less). */
const MACHINE_LIMITS = new Set([
  2 ** 31,
  2 ** 32,
  2 ** 63,
  2 ** 64,
  2 ** 31 - 1,
  2 ** 32 - 1,
  2 ** 15,
  2 ** 16,
  2 ** 15 - 1,
  2 ** 16 - 1,
]);

export async function probeBounds(
  ctx: OpContext,
  field: string,
  value: number,
  integer: boolean,
): Promise<void> {
  const pending = pendingNumbers(ctx).get(field);
  for (const [bound, dir] of [
    ['maximum', 1],
    ['minimum', -1],
  ] as const) {
    if (!ctx.fieldProbes) return;
    await probeBound(ctx, field, value, integer, bound, dir, pending);
  }
  if (pending !== undefined) settleReading(ctx, field, pending);
}

async function probeBound(
  ctx: OpContext,
  field: string,
  value: number,
  integer: boolean,
  bound: 'maximum' | 'minimum',
  dir: 1 | -1,
  pending: PendingNumber | undefined,
): Promise<void> {
  const trials: Trial[] = [];
  const test = async (n: number, label: string = bound) => {
    const t = await trial(ctx, field, withField(ctx, field, n), label);
    trials.push(t);
    return t.result;
  };
  /** A probe that tells how fractions are read: its trial is the type's evidence too. */
  const decide = async (n: number, read: typeof readingPastEdge) => {
    const result = await test(n, `${bound}-reading`);
    pending?.readings.push(read(result));
    pending?.trials.push(trials[trials.length - 1] as Trial);
    return result;
  };
  const huge = await test(dir * HUGE);
  if (huge === 'inconclusive') return;
  if (huge === 'accepted') {
    ctx.observeField({
      kind: 'unbounded',
      operation: ctx.number,
      field,
      bound,
      tried: dir * HUGE,
      evidence: evidence(...trials),
    });
    // 2^53-1 taken: a value past every 64-bit integer is still an ordinary double.
    if (pending !== undefined) await decide(dir * PAST_INT64, readingPastInt64);
    return;
  }
  const lastTrial = trials[trials.length - 1];
  const hinted = lastTrial === undefined ? undefined : hintedBound(lastTrial.verdict, field, bound);
  let edge: number | undefined;
  if (hinted !== undefined && Number.isInteger(hinted) && (await test(hinted)) === 'accepted') {
    const past = await test(hinted + dir);
    if (past === 'rejected') edge = hinted;
  }
  if (edge === undefined) {
    const start = Number.isInteger(value) ? value : Math.trunc(value);
    if (start !== value && (await test(start)) !== 'accepted') return;
    edge = await gallop(start, dir, dir * HUGE, test);
  }
  if (edge === undefined) return;
  if (MACHINE_LIMITS.has(Math.abs(edge))) {
    // The range of a 32- or 64-bit integer type, not a rule someone wrote down; and an integer reader.
    pending?.readings.push('integer');
    ctx.observeField({
      kind: 'undetermined',
      operation: ctx.number,
      field,
      topic: bound,
      reason: `values past ${edge} are rejected: the range of the server's integer type`,
      evidence: evidence(...trials),
    });
    return;
  }
  if (!integer && !(await fractionKeepsBound(ctx, field, edge, dir, test, decide, pending, trials))) return;
  ctx.observeField({
    kind: 'bound',
    operation: ctx.number,
    field,
    bound,
    value: edge,
    evidence: evidence(...trials),
  });
}

/**
 * Whether a bound found with whole numbers holds for fractions too. Where truncation and rounding
 * bring the fraction past the edge back onto it, its answer decides the reading and the bound
 * stays either way. Elsewhere (truncation crosses the edge) an accepted fraction means a bound
 * between the integers or a rounding reader: kept only when an integer reader was shown.
 */
async function fractionKeepsBound(
  ctx: OpContext,
  field: string,
  edge: number,
  dir: 1 | -1,
  test: (n: number) => Promise<string>,
  decide: (n: number, read: typeof readingPastEdge) => Promise<string>,
  pending: PendingNumber | undefined,
  trials: readonly Trial[],
): Promise<boolean> {
  const informative = fractionPast(edge, dir);
  if (informative !== undefined) {
    await decide(informative, readingPastEdge);
    return true;
  }
  const past = await test(edge + dir * 0.25);
  if (past !== 'accepted' || pending?.readings.includes('integer')) return true;
  ctx.observeField({
    kind: 'undetermined',
    operation: ctx.number,
    field,
    topic: dir === 1 ? 'maximum' : 'minimum',
    reason: `${edge} is accepted and ${edge + dir} rejected, but ${edge + dir * 0.25} is accepted: a bound between them, or fractions rounded`,
    evidence: evidence(...trials),
  });
  return false;
}

function hintedBound(v: Verdict, field: string, bound: 'maximum' | 'minimum'): number | undefined {
  for (const h of v.parsed?.hints ?? []) {
    if (h.kind === bound && hintIsAbout(h.field, field)) {
      return h.exclusive ? h.value - (bound === 'maximum' ? 1 : -1) : h.value;
    }
  }
  return undefined;
}

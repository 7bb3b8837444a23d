/**
 * @module Numeric bounds. A hint from the error ("must not be greater than 20") is verified with two
 * probes (20 accepted, just above rejected). Otherwise a huge value: accepted ⇒ no bound; rejected
 * ⇒ gallop from the accepted value and bisect on integers; a fractional step past the boundary
 * must be rejected too before the bound is stated.
 */

import { hintIsAbout } from '../session/body-path.ts';
import type { Verdict } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';
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
  for (const [bound, dir] of [
    ['maximum', 1],
    ['minimum', -1],
  ] as const) {
    if (!ctx.fieldProbes) return;
    await probeBound(ctx, field, value, integer, bound, dir);
  }
}

async function probeBound(
  ctx: OpContext,
  field: string,
  value: number,
  integer: boolean,
  bound: 'maximum' | 'minimum',
  dir: 1 | -1,
): Promise<void> {
  const trials: Trial[] = [];
  const test = async (n: number) => {
    const t = await trial(ctx, field, withField(ctx, field, n), bound);
    trials.push(t);
    return t.result;
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
    // The range of a 32- or 64-bit integer type, not a rule someone wrote down.
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
  // A number field: the boundary is only an integer one when a little past it is rejected too.
  if (!integer && (await test(edge + dir * 0.5)) !== 'rejected') return;
  ctx.observeField({
    kind: 'bound',
    operation: ctx.number,
    field,
    bound,
    value: edge,
    evidence: evidence(...trials),
  });
}

function hintedBound(v: Verdict, field: string, bound: 'maximum' | 'minimum'): number | undefined {
  for (const h of v.parsed?.hints ?? []) {
    if (h.kind === bound && hintIsAbout(h.field, field)) {
      return h.exclusive ? h.value - (bound === 'maximum' ? 1 : -1) : h.value;
    }
  }
  return undefined;
}

/**
 * @module String lengths. Probe strings repeat one plain character that is accepted at the accepted
 * value's length (so a pattern or format cannot masquerade as a length rule; fields no plain string
 * satisfies are left alone). Minimum: empty accepted ⇒ none, else bisect. Maximum: 10,000 accepted
 * ⇒ none up to 10,000 (nothing is said beyond), else verify a hinted bound or bisect. E-mail fields get valid addresses of each length.
 */

import { hintIsAbout } from '../session/body-path.ts';
import type { Verdict } from '../session/classify-response.ts';
import type { OpContext } from '../session/op-context.ts';
import { boundary, roundBoundary } from './search.ts';
import { evidence, type Trial, type TrialResult, trial, withField } from './trial.ts';

const LONG = 10_000;
const LONG_EMAIL = 1_000;
/**
 * Letters only: a field that takes digits but not letters has a pattern (`^\d{5}$`), and a
 * pattern's fixed count would pass for a length rule.
 */
const FILLERS = ['a', 'A'];

type Make = (n: number) => string;

export async function probeLengths(ctx: OpContext, field: string, value: string): Promise<void> {
  const length = [...value].length;
  const probeLength = Math.max(1, length);
  let make: Make | undefined;
  const fillerTrials: Trial[] = [];
  for (const c of FILLERS) {
    const t = await trial(ctx, field, withField(ctx, field, c.repeat(probeLength)), 'length-filler');
    fillerTrials.push(t);
    if (t.result === 'accepted') {
      make = (n) => c.repeat(n);
      break;
    }
    if (t.result === 'inconclusive') return;
  }
  if (make === undefined) {
    ctx.observeField({
      kind: 'undetermined',
      operation: ctx.number,
      field,
      topic: 'length',
      reason:
        'no plain string of the accepted length is accepted (a pattern or format), so lengths are not separable',
      evidence: evidence(...fillerTrials),
    });
    return;
  }
  await minLength(ctx, field, probeLength, make);
  if (ctx.fieldProbes) await maxLength(ctx, field, probeLength, make, LONG);
}

/** Only the maximum, with valid addresses of each length; format complaints do not count. */
/** The longest address RFC 5321 allows: every shorter address built here is valid by any reading. */
const RFC_MAX_EMAIL = 254;

export async function probeEmailMaxLength(ctx: OpContext, field: string, value: string): Promise<void> {
  let textless = false;
  const counts = (v: Verdict) => {
    const hints = (v.parsed?.hints ?? []).filter((h) => hintIsAbout(h.field, field));
    // A refusal that says nothing (a constant text, no names): behaviour decides, and the edge is
    // trusted only where no format rule can be the reason (below).
    if (v.named.length === 0 && hints.length === 0) {
      textless = true;
      return true;
    }
    // "must be a string with a maximum length of 254" also reads as a type hint: the value is a string.
    const aboutLength = (h: (typeof hints)[number]) =>
      h.kind === 'maxLength' || h.kind === 'invalid' || (h.kind === 'type' && h.expected === 'string');
    return hints.some((h) => h.kind !== 'type') && hints.every(aboutLength);
  };
  // Refused with no text, an address past 254 characters may break the format, not a length rule:
  // only an edge below it (a valid address refused) is a length rule.
  const trusted = (edge: number) => !textless || edge < RFC_MAX_EMAIL;
  await maxLength(ctx, field, [...value].length, emailOfLength, LONG_EMAIL, counts, trusted);
}

async function minLength(ctx: OpContext, field: string, accepted: number, make: Make): Promise<void> {
  const trials: Trial[] = [];
  const test = tester(ctx, field, make, 'min-length', trials);
  const empty = await test(0);
  if (empty === 'inconclusive') return;
  if (empty === 'accepted') {
    ctx.observeField({
      kind: 'unbounded',
      operation: ctx.number,
      field,
      bound: 'minLength',
      tried: 0,
      evidence: evidence(...trials),
    });
    return;
  }
  const hinted = hint(trials, field, 'minLength');
  let edge: number | undefined;
  if (hinted !== undefined && hinted > 0 && hinted <= accepted) {
    if ((await test(hinted)) === 'accepted' && (await test(hinted - 1)) === 'rejected') edge = hinted;
  }
  edge ??= await boundary(accepted, 0, test);
  if (edge === undefined) return;
  ctx.observeField({
    kind: 'bound',
    operation: ctx.number,
    field,
    bound: 'minLength',
    value: edge,
    evidence: evidence(...trials),
  });
}

async function maxLength(
  ctx: OpContext,
  field: string,
  accepted: number,
  make: Make,
  long: number,
  counts?: (v: Verdict) => boolean,
  trusted: (edge: number) => boolean = () => true,
): Promise<void> {
  const trials: Trial[] = [];
  const test = tester(ctx, field, make, 'max-length', trials, counts);
  const huge = await test(long);
  if (huge === 'inconclusive') return;
  if (huge === 'accepted') {
    if (long >= LONG) {
      ctx.observeField({
        kind: 'unbounded',
        operation: ctx.number,
        field,
        bound: 'maxLength',
        tried: long,
        evidence: evidence(...trials),
      });
    }
    return;
  }
  const hinted = hint(trials, field, 'maxLength');
  let edge: number | undefined;
  if (hinted !== undefined && hinted >= accepted && hinted < long) {
    if ((await test(hinted)) === 'accepted' && (await test(hinted + 1)) === 'rejected') edge = hinted;
  }
  edge ??= await roundBoundary(accepted, long, test);
  if (edge === undefined || !trusted(edge)) return;
  ctx.observeField({
    kind: 'bound',
    operation: ctx.number,
    field,
    bound: 'maxLength',
    value: edge,
    evidence: evidence(...trials),
  });
}

function tester(
  ctx: OpContext,
  field: string,
  make: Make,
  label: string,
  out: Trial[],
  counts?: (v: Verdict) => boolean,
): (n: number) => Promise<TrialResult> {
  return async (n) => {
    const t = await trial(
      ctx,
      field,
      withField(ctx, field, make(n)),
      label,
      counts && { rejectionCounts: counts },
    );
    out.push(t);
    return t.result;
  };
}

function hint(trials: readonly Trial[], field: string, kind: 'minLength' | 'maxLength'): number | undefined {
  const last = trials[trials.length - 1];
  for (const h of last?.verdict.parsed?.hints ?? []) {
    if (h.kind === kind && hintIsAbout(h.field, field)) return h.value;
  }
  return undefined;
}

/** A valid address of exactly `n` characters (n ≥ 12): `u@` + 63-character labels + `.com`. */
export function emailOfLength(n: number): string {
  const local = 'u'.repeat(Math.max(1, Math.min(32, n - 12)));
  let rest = n - local.length - 1 - 4; // '@' and '.com'
  const labels: string[] = [];
  while (rest > 0) {
    let size = Math.min(63, rest);
    // A label must not leave exactly one character for the dot alone.
    if (rest - size === 1) size -= 1;
    labels.push('e'.repeat(size));
    rest -= size;
    if (rest > 0) rest -= 1;
  }
  return `${local}@${labels.join('.')}.com`;
}

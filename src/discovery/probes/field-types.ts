/**
 * @module Field types. A documented type is checked with one wrong-typed value (rejected ⇒ strict,
 * accepted ⇒ lenient); numbers get a fraction beside an integer neighbour (fraction rejected while
 * the integer is accepted ⇒ `integer`; a fraction accepted leaves the type to the bounds, since lax
 * readers truncate fractions: `numeric-reading.ts`); a lenient string accepted as digits that refuses a word is
 * a number taking numeric strings. Undetermined fields get one value of each JSON kind: a type
 * is stated only when exactly one kind is accepted and every other is rejected.
 */

import type { ObservedType, TypeSamples } from '../../core/observation.ts';
import { specOf } from '../accepted-body/field-values.ts';
import { valueAt } from '../session/body-path.ts';
import type { OpContext } from '../session/op-context.ts';
import { pendingNumbers } from './numeric-reading.ts';
import { evidence, trial as sendTrial, type Trial, withField } from './trial.ts';

/** 7, not 1: lax booleans take 0 and 1. */
const KINDS: readonly [Exclude<ObservedType, 'integer'>, unknown][] = [
  ['string', 'example'],
  ['number', 7],
  ['boolean', true],
  ['object', {}],
  ['array', []],
];

const ITEM_KINDS: readonly [Exclude<ObservedType, 'integer' | 'array'>, unknown][] = [
  ['string', 'example'],
  ['number', 7],
  ['boolean', true],
  ['object', {}],
];

const WRONG: Readonly<Record<string, unknown>> = {
  string: 12345,
  number: '12',
  boolean: 'true',
  array: 'x',
  object: 'x',
};

/** What each field's type trials sent, by answer (the accepted baseline value first). */
const sampled = new WeakMap<OpContext, Map<string, { refused: unknown[]; accepted: unknown[] }>>();

/** A type trial: `body` carries `value` at `field`; its answer is kept as a sample of the type. */
async function trial(ctx: OpContext, field: string, body: Record<string, unknown>, label: string) {
  const t = await sendTrial(ctx, field, body, label);
  const samples = sampled.get(ctx)?.get(field);
  const value = valueAt(body, field);
  if (samples !== undefined && t.result !== 'inconclusive')
    samples[t.result === 'accepted' ? 'accepted' : 'refused'].push(value);
  return t;
}

function samplesOf(ctx: OpContext, field: string): { samples?: TypeSamples } {
  const samples = sampled.get(ctx)?.get(field);
  return samples === undefined
    ? {}
    : { samples: { refused: [...samples.refused], accepted: [...samples.accepted] } };
}

/** `entries`: the fields to probe (top-level names or `object.field`) with their accepted values. */
export async function probeTypes(ctx: OpContext, entries: readonly [string, unknown][]): Promise<void> {
  const byField = sampled.get(ctx) ?? new Map();
  sampled.set(ctx, byField);
  for (const [field, value] of entries) {
    if (!ctx.fieldProbes) return;
    byField.set(field, { refused: [], accepted: [value] });
    const spec = specOf(ctx, field);
    // Accepted as another kind than the document says (a documented string id taken only as a
    // number): the document's type is no guide, every kind is tried.
    if (spec.type === 'undetermined' || kindOf(value) !== spec.type) await probeKinds(ctx, field, value);
    else await probeDocumentedType(ctx, field, spec.type, value);
  }
}

async function probeDocumentedType(
  ctx: OpContext,
  field: string,
  type: string,
  value: unknown,
): Promise<void> {
  const t = await trial(ctx, field, withField(ctx, field, WRONG[type]), 'wrong-type');
  if (t.result === 'inconclusive') return;
  const lenient = t.result === 'accepted';
  let observed = type as ObservedType;
  const extra: Trial[] = [];
  if (type === 'number' && typeof value === 'number') {
    const integer = await isInteger(ctx, field, value, extra);
    if (integer === undefined) return;
    if (integer === 'fraction') return defer(ctx, field, lenient, [t, ...extra]);
    observed = 'integer';
  }
  const numeric = type === 'string' && lenient ? await numericString(ctx, field, value, extra) : undefined;
  if (numeric === null) return;
  if (numeric === 'fraction') return defer(ctx, field, lenient, [t, ...extra]);
  if (numeric !== undefined) observed = numeric;
  const items = type === 'array' && !lenient ? await itemKind(ctx, field, extra) : undefined;
  ctx.observeField({
    kind: 'type',
    operation: ctx.number,
    field,
    type: observed,
    lenient,
    ...(items !== undefined && { items }),
    ...samplesOf(ctx, field),
    evidence: evidence(t, ...extra),
  });
}

/**
 * true: fractions rejected while integers are accepted; 'fraction': a fraction accepted, which a
 * lax integer reader does too (the bounds decide, `numeric-reading.ts`); undefined: unknown.
 */
async function isInteger(
  ctx: OpContext,
  field: string,
  value: number,
  out: Trial[],
): Promise<true | 'fraction' | undefined> {
  if (!Number.isInteger(value)) return 'fraction';
  for (const dir of [1, -1]) {
    const fraction = await trial(ctx, field, withField(ctx, field, value + dir * 0.5), 'fraction');
    out.push(fraction);
    if (fraction.result === 'accepted') return 'fraction';
    if (fraction.result === 'inconclusive') return undefined;
    const neighbour = await trial(ctx, field, withField(ctx, field, value + dir), 'integer');
    out.push(neighbour);
    if (neighbour.result === 'accepted') return true;
  }
  return undefined;
}

/**
 * A documented string that takes a number and was accepted as digits ("1042") may be a number that
 * takes numeric strings (Laravel's `integer`, pydantic's lax int): a word refused says so, and
 * the number's kind is then tried as any number's. `undefined`: a string after all; `null`: unclear.
 */
async function numericString(
  ctx: OpContext,
  field: string,
  value: unknown,
  out: Trial[],
): Promise<'integer' | 'fraction' | null | undefined> {
  if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const word = await trial(ctx, field, withField(ctx, field, 'example'), 'non-numeric');
  if (word.result === 'accepted') return undefined;
  if (word.result === 'inconclusive') return null;
  out.push(word);
  const integer = await isInteger(ctx, field, Number(value), out);
  if (integer === undefined) return null;
  return integer === true ? 'integer' : 'fraction';
}

/** The type of a number field whose fraction was accepted waits for its bounds (value phase). */
function defer(ctx: OpContext, field: string, lenient: boolean, trials: readonly Trial[]): void {
  pendingNumbers(ctx).set(field, { lenient, trials: [...trials], readings: [] });
}

async function probeKinds(ctx: OpContext, field: string, value: unknown): Promise<void> {
  const accepted: ObservedType[] = [];
  const trials: Trial[] = [];
  let conclusive = true;
  for (const [kind, sample] of KINDS) {
    if (kindOf(value) === kind) {
      accepted.push(kind);
      continue;
    }
    const t = await trial(ctx, field, withField(ctx, field, sample), `kind-${kind}`);
    trials.push(t);
    if (t.result === 'accepted') accepted.push(kind);
    if (t.result === 'inconclusive') conclusive = false;
  }
  const [only] = accepted;
  if (!conclusive || accepted.length !== 1 || only === undefined) {
    ctx.observeField({
      kind: 'undetermined',
      operation: ctx.number,
      field,
      topic: 'type',
      reason: conclusive ? `accepted kinds: ${accepted.join(', ')}` : 'some kinds drew no clear answer',
      evidence: evidence(...trials),
    });
    return;
  }
  let type: ObservedType = only;
  const extra: Trial[] = [];
  if (only === 'number' && typeof value === 'number') {
    const integer = await isInteger(ctx, field, value, extra);
    if (integer === undefined) return;
    if (integer === 'fraction') return defer(ctx, field, false, [...trials, ...extra]);
    type = 'integer';
  }
  const items = only === 'array' ? await itemKind(ctx, field, extra) : undefined;
  ctx.observeField({
    kind: 'type',
    operation: ctx.number,
    field,
    type,
    lenient: false,
    ...(items !== undefined && { items }),
    ...samplesOf(ctx, field),
    evidence: evidence(...trials, ...extra),
  });
}

/** The one item kind an array field accepts, when exactly one is. */
async function itemKind(ctx: OpContext, field: string, out: Trial[]): Promise<ObservedType | undefined> {
  const specItems = specOf(ctx, field);
  if (specItems.type === 'array' && specItems.items.type !== 'undetermined') return undefined;
  const accepted: ObservedType[] = [];
  for (const [kind, sample] of ITEM_KINDS) {
    // About the items, not the field: no sample of the field's own type.
    const t = await sendTrial(ctx, field, withField(ctx, field, [sample]), `item-${kind}`);
    out.push(t);
    if (t.result === 'inconclusive') return undefined;
    if (t.result === 'accepted') accepted.push(kind);
  }
  return accepted.length === 1 ? accepted[0] : undefined;
}

export function kindOf(value: unknown): Exclude<ObservedType, 'integer'> | undefined {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object' && value !== null) return 'object';
  return undefined;
}

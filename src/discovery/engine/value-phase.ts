/**
 * @module The last two tiers of one operation, over each field of the accepted body. Values: e-mail
 * format and closed value sets, a few requests a field. Bounds: numeric bounds and string lengths
 * by bisection (a documented string found to be read as a number gets numeric bounds, not lengths),
 * tens of requests a field. The baseline is re-verified at the start of each and at the end, so the
 * facts hold for the server as it now is.
 */
import { idFor, knownIdParams, specOf } from '../accepted-body/field-values.ts';
import { probeBounds } from '../probes/bounds.ts';
import { probeEnum } from '../probes/enums.ts';
import { isEmailish, probeEmailFormat } from '../probes/format.ts';
import { probeEmailMaxLength, probeLengths } from '../probes/lengths.ts';
import { pendingNumbers } from '../probes/numeric-reading.ts';
import { nestedEntries, objectFields } from '../probes/objects.ts';
import type { OpContext } from '../session/op-context.ts';
import { pinnedFields } from './core-phase.ts';

/** A bisection left for the bounds tier: which probe, on which field, from which accepted value. */
export type Bisection =
  | { readonly probe: 'bounds'; readonly field: string; readonly value: number }
  | { readonly probe: 'lengths' | 'email-length'; readonly field: string; readonly value: string };

function fieldsOf(ctx: OpContext): [string, unknown][] {
  const pinned = pinnedFields(ctx);
  const own = Object.entries(ctx.accepted ?? {}).filter(([field]) => !pinned.has(field));
  const nested = objectFields(ctx, pinned).flatMap((object) => nestedEntries(ctx, object));
  return [...own, ...nested];
}

/** The values tier; the bisections it leaves to the bounds tier. */
export async function runValues(ctx: OpContext): Promise<Bisection[]> {
  const fields = fieldsOf(ctx);
  if (!ctx.fieldProbes || !fields.some(([, v]) => typeof v === 'string' || typeof v === 'number')) return [];
  if (!(await ctx.verify(true))) return [];
  const later: Bisection[] = [];
  for (const [field, value] of fields) {
    if (!ctx.fieldProbes) break;
    if (typeof value === 'number') later.push({ probe: 'bounds', field, value });
    else if (typeof value === 'string') later.push(...(await stringField(ctx, field, value)));
  }
  await ctx.verify();
  return ctx.fieldProbes ? later : [];
}

/** The bounds tier: the bisections the values tier left. */
export async function runBounds(ctx: OpContext, later: readonly Bisection[]): Promise<void> {
  if (!ctx.fieldProbes || later.length === 0) return;
  if (!(await ctx.verify(true))) return;
  for (const b of later) {
    if (!ctx.fieldProbes) break;
    switch (b.probe) {
      case 'bounds':
        await probeBounds(ctx, b.field, b.value, isInteger(ctx, b.field));
        break;
      case 'lengths':
        await probeLengths(ctx, b.field, b.value);
        break;
      case 'email-length':
        await probeEmailMaxLength(ctx, b.field, b.value);
        break;
      default:
        b satisfies never;
    }
  }
  await ctx.verify(true);
}

async function stringField(ctx: OpContext, field: string, value: string): Promise<Bisection[]> {
  // A documented string the server reads only as a number (an id in digits): numeric bounds.
  if (readsAsNumber(ctx, field) && /^-?\d+(\.\d+)?$/.test(value.trim()))
    return [{ probe: 'bounds', field, value: Number(value) }];
  const spec = specOf(ctx, field);
  if (isEmailish(field, spec.type === 'string' && spec.format === 'email', value)) {
    const format = await probeEmailFormat(ctx, field);
    if (format === 'email') return [{ probe: 'email-length', field, value }];
    return format === 'none' ? [{ probe: 'lengths', field, value }] : [];
  }
  // A record reference: its value set is the server's data, not a rule; lengths may still hold.
  if (isRecordId(ctx, value)) return [{ probe: 'lengths', field, value }];
  const closed = await probeEnum(ctx, field, value);
  return closed === 'open' ? [{ probe: 'lengths', field, value }] : [];
}

function isRecordId(ctx: OpContext, value: string): boolean {
  const ids = [...knownIdParams(ctx.session)].map((p) => idFor(ctx.session, p));
  return ids.includes(value) || Object.values(ctx.params).includes(value);
}

/** Whether the type probe found a documented string to be a number (or left that to the bounds). */
function readsAsNumber(ctx: OpContext, field: string): boolean {
  if (pendingNumbers(ctx).has(field)) return true;
  return ctx.session.observations.some(
    (o) =>
      o.kind === 'type' &&
      o.operation === ctx.number &&
      o.field === field &&
      (o.type === 'integer' || o.type === 'number'),
  );
}

/** Whether the type probe found the field to be an integer. */
function isInteger(ctx: OpContext, field: string): boolean {
  return ctx.session.observations.some(
    (o) =>
      o.kind === 'type' &&
      o.operation === ctx.number &&
      o.field === field &&
      o.type === 'integer' &&
      o.fractions === undefined,
  );
}

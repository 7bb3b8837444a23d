/**
 * @module Phase 2, per operation, after every operation had its core phase: value rules of each
 * field of the accepted body — e-mail format, closed value sets, numeric bounds, string lengths
 * (a documented string found to be read as a number gets numeric bounds, not lengths).
 * The baseline is re-verified first and last, so the facts hold for the server as it now is.
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

export async function runValues(ctx: OpContext): Promise<void> {
  if (!ctx.fieldProbes) return;
  if (!(await ctx.verify(true))) return;
  const pinned = pinnedFields(ctx);
  const own = Object.entries(ctx.accepted ?? {}).filter(([field]) => !pinned.has(field));
  const nested = objectFields(ctx, pinned).flatMap((object) => nestedEntries(ctx, object));
  for (const [field, value] of [...own, ...nested]) {
    if (!ctx.fieldProbes) break;
    if (typeof value === 'string') await stringField(ctx, field, value);
    else if (typeof value === 'number') await probeBounds(ctx, field, value, isInteger(ctx, field));
  }
  await ctx.verify(true);
}

async function stringField(ctx: OpContext, field: string, value: string): Promise<void> {
  // A documented string the server reads only as a number (an id in digits): numeric bounds.
  if (readsAsNumber(ctx, field) && /^-?\d+(\.\d+)?$/.test(value.trim())) {
    await probeBounds(ctx, field, Number(value), isInteger(ctx, field));
    return;
  }
  const spec = specOf(ctx, field);
  if (isEmailish(field, spec.type === 'string' && spec.format === 'email', value)) {
    const format = await probeEmailFormat(ctx, field);
    if (format === 'email') await probeEmailMaxLength(ctx, field, value);
    else if (format === 'none') await probeLengths(ctx, field, value);
    return;
  }
  // A record reference: its value set is the server's data, not a rule; lengths may still hold.
  if (isRecordId(ctx, value)) {
    await probeLengths(ctx, field, value);
    return;
  }
  const closed = await probeEnum(ctx, field, value);
  if (closed === 'open') await probeLengths(ctx, field, value);
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

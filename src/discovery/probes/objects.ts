/**
 * @module Objects inside the body (`primary`, `bookedBy`): their own fields are probed one level
 * deep with the same probes as the body's, each change made at `object.field`. Which fields: those
 * the accepted object carries (a server that requires one names it, and the repair adds it).
 */
import type { OpContext } from '../session/op-context.ts';
import { isRecord } from '../session/op-context.ts';
import { probeTypes } from './field-types.ts';
import { probeRequired } from './required.ts';
import { probeUnknownField } from './unknown-field.ts';

/** Top-level fields whose accepted value is an object, pinned ones aside. */
export function objectFields(ctx: OpContext, pinned: ReadonlySet<string>): string[] {
  return Object.entries(ctx.accepted ?? {})
    .filter(([field, value]) => !pinned.has(field) && isRecord(value))
    .map(([field]) => field);
}

/** The accepted object's own fields as `object.field` paths, with their accepted values. */
export function nestedEntries(ctx: OpContext, object: string): [string, unknown][] {
  const value = ctx.accepted?.[object];
  if (!isRecord(value)) return [];
  return Object.entries(value).map(([k, v]) => [`${object}.${k}`, v]);
}

/** Unknown-field policy, required fields and types inside each object field. */
export async function probeObjects(ctx: OpContext, pinned: ReadonlySet<string>): Promise<void> {
  for (const object of objectFields(ctx, pinned)) {
    if (!ctx.fieldProbes) return;
    await probeUnknownField(ctx, object);
    const entries = nestedEntries(ctx, object);
    await probeRequired(
      ctx,
      entries.map(([path]) => path),
    );
    await probeTypes(ctx, entries);
  }
}

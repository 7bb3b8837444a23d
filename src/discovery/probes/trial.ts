/**
 * @module A field trial: the accepted baseline with one change, sent and judged. A rejection counts
 * for the field only when it is a rejection by the operation's convention and the error names this
 * field or nothing; anything else (404, 409, 5xx, another field named) is inconclusive.
 */
import { withValueAt } from '../session/body-path.ts';
import { rejectsField, type Verdict } from '../session/classify-response.ts';
import type { JsonBody, OpContext } from '../session/op-context.ts';

export type TrialResult = 'accepted' | 'rejected' | 'inconclusive';

export interface Trial {
  readonly result: TrialResult;
  readonly verdict: Verdict;
}

export interface TrialOptions {
  /** Extra condition a rejection must meet to count (e.g. not a format complaint). */
  readonly rejectionCounts?: (v: Verdict) => boolean;
  /**
   * A rejection that names only names no field of the body carries (a type, a Java property) is
   * about the one value this trial changed, whatever name the message uses for it.
   */
  readonly foreignNamesAreThis?: boolean;
}

export async function trial(
  ctx: OpContext,
  field: string,
  body: JsonBody,
  label: string,
  opts: TrialOptions = {},
): Promise<Trial> {
  const verdict = await ctx.request({
    label: `op${ctx.number}:${label}:${field}`,
    body: ctx.jsonBody(body),
    reuse: true,
  });
  let result: TrialResult = 'inconclusive';
  if (verdict.outcome === 'accepted') {
    result = 'accepted';
    if (!verdict.reused) ctx.recordSuccess(verdict);
  } else if (
    (rejectsField(verdict, field) || (opts.foreignNamesAreThis === true && namesOnlyOthers(ctx, verdict))) &&
    (opts.rejectionCounts?.(verdict) ?? true)
  ) {
    result = 'rejected';
  }
  if (verdict.reused) return { result, verdict };
  if (verdict.outcome === 'rejected') ctx.recordError('validation', verdict);
  await ctx.afterTrial(result === 'rejected');
  return { result, verdict };
}

/** A rejection naming something, but no field of the accepted body nor of the document. */
export function namesOnlyOthers(ctx: OpContext, v: Verdict): boolean {
  if (v.outcome !== 'rejected' || v.named.length === 0) return false;
  const body = ctx.accepted ?? {};
  return v.named.every((n) => !Object.hasOwn(body, n) && !ctx.fields.includes(n));
}

/** The accepted body with `field` (a top-level name or `object.field`) set to `value`. */
export function withField(ctx: OpContext, field: string, value: unknown): JsonBody {
  return withValueAt(ctx.accepted, field, value);
}

/** The accepted body without `field` (a top-level name or `object.field`). */
export function withoutField(ctx: OpContext, field: string): JsonBody {
  return withValueAt(ctx.accepted, field, undefined);
}

export function evidence(...trials: readonly Trial[]) {
  return { exchangeIds: trials.map((t) => t.verdict.exchange.id), confidence: 'certain' as const };
}

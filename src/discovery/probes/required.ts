/**
 * @module Required fields: the accepted body with one field left out (a top-level field, or one
 * inside an object field). Rejected (for that field or unnamed) ⇒ required; accepted ⇒ optional.
 * Fields the accepted body had to drop stay unknown.
 */
import type { OpContext } from '../session/op-context.ts';
import { evidence, trial, withoutField } from './trial.ts';

export async function probeRequired(ctx: OpContext, fields: readonly string[]): Promise<void> {
  for (const field of fields) {
    if (!ctx.fieldProbes) return;
    const t = await trial(ctx, field, withoutField(ctx, field), 'omit');
    if (t.result === 'inconclusive') continue;
    ctx.observeField({
      kind: 'required',
      operation: ctx.number,
      field,
      required: t.result === 'rejected',
      evidence: evidence(t),
    });
  }
}

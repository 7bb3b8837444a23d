/**
 * @module Required fields: the accepted body with one field left out. Rejected (for that field or
 * unnamed) ⇒ required; accepted ⇒ optional. Fields the accepted body had to drop stay unknown.
 */
import type { OpContext } from '../session/op-context.ts';
import { evidence, trial, withoutField } from './trial.ts';

export async function probeRequired(ctx: OpContext, pinned: ReadonlySet<string>): Promise<void> {
  for (const field of Object.keys(ctx.accepted ?? {})) {
    if (!ctx.fieldProbes) return;
    if (pinned.has(field)) continue;
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

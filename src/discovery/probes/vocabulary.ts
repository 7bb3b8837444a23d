/**
 * @module Fields of bodies the document gives only as "JSON object": while unknown fields are
 * rejected, a likely field name that is accepted is a real (optional) field. A rejection that
 * names the field for its value (not as unknown) also proves it exists; its value is then repaired.
 */
import { objectFieldVocabulary } from '../accepted-body/candidates.ts';
import { BodyRepair } from '../accepted-body/repair.ts';
import type { OpContext } from '../session/op-context.ts';
import { evidence, trial, withField } from './trial.ts';

const REPAIRS = 3;

export async function probeVocabulary(ctx: OpContext): Promise<void> {
  const repair = new BodyRepair(ctx);
  for (const name of objectFieldVocabulary) {
    if (!ctx.fieldProbes) return;
    if (Object.hasOwn(ctx.accepted ?? {}, name)) continue;
    let body = withField(ctx, name, repair.candidates(name)[0] ?? 'example');
    for (let i = 0; i <= REPAIRS; i++) {
      const t = await trial(ctx, name, body, 'vocabulary');
      if (t.result === 'accepted') {
        ctx.accepted = body;
        ctx.fields.push(name);
        ctx.observeField({ kind: 'field_exists', operation: ctx.number, field: name, evidence: evidence(t) });
        ctx.observeField({
          kind: 'required',
          operation: ctx.number,
          field: name,
          required: false,
          evidence: evidence(t),
        });
        break;
      }
      const hints = (t.verdict.parsed?.hints ?? []).filter((h) => h.field.split(/[./]/)[0] === name);
      if (t.result !== 'rejected' || hints.length === 0 || hints.some((h) => h.kind === 'unknown_field'))
        break;
      const next = repair.apply(body, hints);
      if (next === undefined) break;
      body = next;
    }
  }
}

/**
 * @module Fields the server reveals but the accepted body lacks: names its error bodies gave (for a
 * reason other than being unknown) and keys of a success body that echoes the request (an object
 * carrying some accepted field with the value sent) that were not sent, such as a default filled
 * in. A name is only a lead: it becomes a field when the body with it is accepted while unknown
 * fields are refused, or, where unknown fields are ignored, when a value of another kind is refused
 * for it but not for a field no server can know (the control). It is then an optional field of the
 * accepted body, and the field probes learn its rules like any other's.
 */
import { BodyRepair } from '../accepted-body/repair.ts';
import { parseErrorBody } from '../error-parsers/index.ts';
import { isRecord, type JsonBody, type OpContext } from '../session/op-context.ts';
import { evidence, type Trial, trial, withField } from './trial.ts';
import { UNKNOWN_FIELD } from './unknown-field.ts';

/** At most this many leads per operation (each costs one to four requests). */
const MAX_LEADS = 8;
/** Repairs of a named field's value from what the refusal says about it. */
const REPAIRS = 2;

export async function probeRevealed(ctx: OpContext, policy: 'rejected' | 'ignored'): Promise<void> {
  const repair = new BodyRepair(ctx);
  let control: Trial | undefined;
  for (const [name, echoed] of leads(ctx).slice(0, MAX_LEADS)) {
    if (!ctx.fieldProbes) return;
    if (Object.hasOwn(ctx.accepted ?? {}, name)) continue;
    const sent = await accepted(ctx, repair, name, echoed ?? repair.candidates(name)[0] ?? 'example');
    if (sent === undefined) continue;
    const { body, t } = sent;
    const proof = [t];
    if (policy === 'ignored') {
      const other = otherKind(body[name]);
      const refused = await trial(ctx, name, withField(ctx, name, other), 'revealed-kind');
      if (refused.result !== 'rejected') continue;
      control ??= await trial(ctx, UNKNOWN_FIELD, withField(ctx, UNKNOWN_FIELD, other), 'revealed-control');
      // Refused for a name no server can know too: the body's values are checked, not this name read.
      if (control.result !== 'accepted') return;
      proof.push(refused, control);
    }
    ctx.accepted = body;
    if (!ctx.fields.includes(name)) ctx.fields.push(name);
    const ev = evidence(...proof);
    ctx.log(`field ${name} revealed by the server (not in the document)`);
    ctx.observeField({ kind: 'field_exists', operation: ctx.number, field: name, evidence: ev });
    ctx.observeField({ kind: 'required', operation: ctx.number, field: name, required: false, evidence: ev });
  }
}

/** The accepted body with `name` set (its value repaired from what refusals say), if any is accepted. */
async function accepted(
  ctx: OpContext,
  repair: BodyRepair,
  name: string,
  value: unknown,
): Promise<{ body: JsonBody; t: Trial } | undefined> {
  let body = withField(ctx, name, value);
  for (let i = 0; i <= REPAIRS; i++) {
    const t = await trial(ctx, name, body, 'revealed');
    if (t.result === 'accepted') return { body, t };
    const hints = (t.verdict.parsed?.hints ?? []).filter((h) => top(h.field) === name);
    if (t.result !== 'rejected' || hints.length === 0 || hints.some((h) => h.kind === 'unknown_field'))
      return undefined;
    const next = repair.apply(body, hints);
    if (next === undefined) return undefined;
    body = next;
  }
  return undefined;
}

/** The top-level name of a hint's field (`notes[0].text`, `notes/0/text`, `notes.0.text` → `notes`). */
function top(field: string): string {
  return field.split(/[./[]/)[0] ?? '';
}

/**
 * Name → value to send: names error bodies gave for their value or presence first (value to be
 * chosen: `undefined`), then keys of echoing success bodies with the value echoed (`null`: chosen).
 */
function leads(ctx: OpContext): [string, unknown][] {
  const skip = new Set([...Object.keys(ctx.accepted ?? {}), ...ctx.paramNames, UNKNOWN_FIELD]);
  const out = new Map<string, unknown>();
  for (const ex of [...ctx.errors.values()].flat()) {
    for (const hint of hintsOf(ctx, ex.response)) {
      const name = top(hint.field);
      if (hint.kind !== 'unknown_field' && name !== '' && !skip.has(name)) out.set(name, undefined);
    }
  }
  for (const echo of echoes(ctx)) {
    for (const [name, value] of Object.entries(echo)) {
      if (!skip.has(name) && !out.has(name)) out.set(name, value ?? undefined);
    }
  }
  return [...out];
}

function hintsOf(ctx: OpContext, res: Parameters<typeof parseErrorBody>[0] | undefined) {
  if (res === undefined) return [];
  try {
    return parseErrorBody(res, ctx.fields)?.hints ?? [];
  } catch {
    return [];
  }
}

/**
 * Objects of success bodies (top level or one level down) that carry an accepted field's value;
 * after an empty accepted body, every such object (the record the request made, nothing to match).
 */
function echoes(ctx: OpContext): Record<string, unknown>[] {
  const sent = Object.entries(ctx.accepted ?? {});
  const carries = (o: Record<string, unknown>) =>
    sent.length === 0 ||
    sent.some(([k, v]) => Object.hasOwn(o, k) && JSON.stringify(o[k]) === JSON.stringify(v));
  return ctx.successes.flatMap((ex) => {
    const json = ex.response?.json;
    if (!isRecord(json)) return [];
    return [json, ...Object.values(json).filter(isRecord)].filter(carries);
  });
}

/** A value of another JSON kind than `value`'s. */
function otherKind(value: unknown): unknown {
  return isRecord(value) || Array.isArray(value) ? 'x' : { x: 1 };
}

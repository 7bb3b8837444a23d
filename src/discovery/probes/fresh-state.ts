/**
 * @module Leave-one-out on fresh state. When the accepted request, sent again, is refused (409
 * "already completed", or any refusal of what was just accepted), every later variant meets the
 * same state and the refusal of a missing field hides behind it. The record the operation acts
 * on is then created anew for each variant, by resending the request that created it (the create
 * operation whose answer gave the id, `session/chaining.ts`), and the variant carries the new id.
 */
import type { CaseBody } from '../../core/case.ts';
import { idFor } from '../accepted-body/field-values.ts';
import { creatorOf, idUnder } from '../session/chaining.ts';
import { rejectsField, type Verdict } from '../session/classify-response.ts';
import type { JsonBody, OpContext } from '../session/op-context.ts';

/** The same request accepted once, then refused: a state rule, not a rule about the request. */
export function isStateRefusal(v: Verdict): boolean {
  const status = v.status ?? 0;
  return status >= 400 && status < 500 && v.outcome !== 'auth' && v.outcome !== 'rate_limited';
}

/** Where the record's id sits: body fields and path parameters, by the parameter that names it. */
interface Carriers {
  readonly fields: readonly (readonly [field: string, param: string])[];
  readonly params: readonly string[];
}

function carriersOf(ctx: OpContext): Carriers {
  const created = (param: string) => creatorOf(ctx.session, param) !== undefined;
  const current = (param: string) =>
    [idFor(ctx.session, param), ctx.session.chained.get(param)].filter((v) => v !== undefined);
  const params = ctx.paramNames.filter(created);
  const fields: [string, string][] = [];
  for (const [field, value] of Object.entries(ctx.accepted ?? {})) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const param = [...ctx.session.chained.keys()].find(
      (p) => created(p) && current(p).includes(String(value)),
    );
    if (param !== undefined) fields.push([field, param]);
  }
  return { fields, params };
}

/** A new record for `param`, by resending its creating request; its id, or undefined. */
async function freshId(ctx: OpContext, param: string, ids: string[]): Promise<string | undefined> {
  const creator = creatorOf(ctx.session, param);
  const text = creator?.exchange.request.body;
  if (creator === undefined) return undefined;
  let body: CaseBody = { kind: 'none' };
  if (text !== undefined) {
    try {
      body = { kind: 'json', value: JSON.parse(text) };
    } catch {
      return undefined;
    }
  }
  const exchange = await ctx.session.send({
    method: creator.op.method,
    path: creator.op.path,
    auth: 'token',
    body,
    operation: creator.op.number,
    label: `discovery:op${ctx.number}:fresh-record:${param}`,
  });
  ids.push(exchange.id);
  const status = exchange.response?.status ?? 0;
  if (status < 200 || status >= 300) return undefined;
  return idUnder(exchange.response?.json, creator.key);
}

/** The accepted request on a fresh record (without `omit`), or undefined when none was created. */
async function freshVariant(
  ctx: OpContext,
  c: Carriers,
  ids: string[],
  omit?: string,
): Promise<{ body: JsonBody; path: string } | undefined> {
  const fresh = new Map<string, string>();
  for (const param of new Set([...c.params, ...c.fields.map(([, p]) => p)])) {
    const id = await freshId(ctx, param, ids);
    if (id === undefined) return undefined;
    fresh.set(param, id);
  }
  const body: JsonBody = { ...ctx.accepted };
  for (const [field, param] of c.fields) {
    const id = fresh.get(param) as string;
    body[field] = typeof body[field] === 'number' && /^\d+$/.test(id) ? Number(id) : id;
  }
  if (omit !== undefined) delete body[omit];
  const params = { ...ctx.params, ...Object.fromEntries(c.params.map((p) => [p, fresh.get(p) as string])) };
  return { body, path: ctx.fill(params) };
}

/** Required fields by leave-one-out, each variant on a record of its own. */
export async function probeRequiredFresh(ctx: OpContext, fields: readonly string[]): Promise<void> {
  const c = carriersOf(ctx);
  const undetermined = (reason: string, exchangeIds: readonly string[]) =>
    ctx.observe({
      kind: 'undetermined',
      operation: ctx.number,
      topic: 'required (fresh state)',
      reason,
      evidence: { exchangeIds, confidence: 'certain' },
    });
  if (c.fields.length === 0 && c.params.length === 0) {
    undetermined('no create operation is known for the record this operation acts on', []);
    return;
  }
  const ids: string[] = [];
  const whole = await freshVariant(ctx, c, ids);
  const check =
    whole && (await ctx.request({ label: `op${ctx.number}:fresh:baseline`, ...sent(ctx, whole) }));
  if (check?.outcome !== 'accepted') {
    undetermined('the accepted request on a new record was not accepted either', ids);
    return;
  }
  ctx.recordSuccess(check);
  for (const field of fields) {
    const used: string[] = [];
    const variant = await freshVariant(ctx, c, used, field);
    if (variant === undefined) return;
    const v = await ctx.request({ label: `op${ctx.number}:fresh:omit:${field}`, ...sent(ctx, variant) });
    if (v.outcome === 'accepted') ctx.recordSuccess(v);
    else if (rejectsField(v, field)) ctx.recordError('validation', v);
    else continue;
    ctx.observe({
      kind: 'required',
      operation: ctx.number,
      field,
      required: v.outcome !== 'accepted',
      evidence: { exchangeIds: [...used, v.exchange.id], confidence: 'certain' },
    });
  }
}

function sent(ctx: OpContext, variant: { body: JsonBody; path: string }) {
  return { body: ctx.jsonBody(variant.body), path: variant.path };
}

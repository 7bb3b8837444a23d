/**
 * @module Finding a body the server accepts: the user's example when there is one (`EXAMPLES_FILE`),
 * then every documented field from the candidate table (the example's values first), then
 * repairs driven by the error body; when errors say nothing usable, `{}`, every word in upper case,
 * leave-one-out, alternates per field, then leave-two-out (two optional fields guessed wrong at
 * once, e.g. a mistyped flag beside an object missing a key, behind a validator that names nothing:
 * API Gateway's "Invalid request body"). Then documented fields still missing are added back one at
 * a time, and the baseline is sent again to see that it is repeatable.
 */
import type { Verdict } from '../session/classify-response.ts';
import type { JsonBody, OpContext } from '../session/op-context.ts';
import { BodyRepair } from './repair.ts';

const MAX_REPAIRS = 24;
const MAX_ALTERNATES = 4;
/** Leave-two-out is quadratic: at most this many pairs (nine fields make 36). */
const MAX_PAIRS = 45;

export async function findBaseline(ctx: OpContext): Promise<Verdict | undefined> {
  if (!ctx.hasBody) {
    const v = await ctx.request({ label: `op${ctx.number}:baseline` });
    if (v.outcome === 'accepted') accept(ctx, undefined, v);
    return v.outcome === 'accepted' ? v : undefined;
  }
  const repair = new BodyRepair(ctx);
  const tried = new Set<string>();
  const attempt = async (body: JsonBody, label: string): Promise<Verdict> => {
    tried.add(JSON.stringify(body));
    const v = await ctx.request({ label: `op${ctx.number}:baseline:${label}`, body: ctx.jsonBody(body) });
    if (v.outcome === 'rejected' && v.named.length > 0 && v.status !== undefined) {
      if (v.status >= 400) ctx.rejectionStatuses.add(v.status);
      else ctx.failureEnvelope = true;
      ctx.recordError('validation', v);
    }
    return v;
  };

  let body = repair.initial();
  let last: Verdict | undefined;
  const example = repair.exampleBody();
  if (example !== undefined) {
    // The user's known-good body goes first, as written; refused, the repairs start from it.
    last = await attempt(example, 'example');
    if (last.outcome === 'accepted') return finish(ctx, repair, example, last);
    ctx.log(`the example was not accepted: ${last.status ?? last.outcome} (${last.exchange.id})`);
    if (last.outcome === 'rejected') body = repair.apply(example, last.parsed?.hints ?? []) ?? body;
  }
  for (let i = 0; i < MAX_REPAIRS; i++) {
    if (tried.has(JSON.stringify(body))) break;
    last = await attempt(body, `repair${i}`);
    if (last.outcome === 'accepted') return finish(ctx, repair, body, last);
    if (last.outcome !== 'rejected') break;
    const next = repair.apply(body, last.parsed?.hints ?? []);
    if (next === undefined || tried.has(JSON.stringify(next))) break;
    body = next;
  }
  if (last !== undefined && last.outcome !== 'rejected') {
    ctx.log(`no accepted body: ${last.status ?? last.outcome} (${last.exchange.id})`);
    return undefined;
  }
  const found = await fallbacks(repair, body, tried, attempt);
  if (found === undefined) ctx.log('no accepted body found');
  return found === undefined ? undefined : finish(ctx, repair, found.body, found.verdict);
}

type Attempt = (body: JsonBody, label: string) => Promise<Verdict>;

async function fallbacks(
  repair: BodyRepair,
  full: JsonBody,
  tried: Set<string>,
  attempt: Attempt,
): Promise<{ body: JsonBody; verdict: Verdict } | undefined> {
  const pinned = Object.fromEntries(repair.pinned);
  const empty = { ...pinned };
  if (!tried.has(JSON.stringify(empty))) {
    const v = await attempt(empty, 'empty');
    if (v.outcome === 'accepted') return { body: empty, verdict: v };
  }
  // Every word-like value in upper case at once (enums of Java services), before field by field.
  const upper = Object.fromEntries(
    Object.entries(full).map(([k, v]) => [
      k,
      typeof v === 'string' && /^[a-z][a-z0-9_-]*$/.test(v) ? v.toUpperCase() : v,
    ]),
  );
  if (!tried.has(JSON.stringify(upper))) {
    const v = await attempt(upper, 'upper-case');
    if (v.outcome === 'accepted') return { body: upper, verdict: v };
  }
  const fields = Object.keys(full).filter((f) => !repair.pinned.has(f));
  for (const field of fields) {
    const body = { ...full };
    delete body[field];
    if (tried.has(JSON.stringify(body))) continue;
    const v = await attempt(body, `without:${field}`);
    if (v.outcome === 'accepted') return { body, verdict: v };
  }
  for (const field of fields) {
    for (let k = 0; k < MAX_ALTERNATES; k++) {
      const value = repair.next(field);
      if (value === undefined) break;
      const body = { ...full, [field]: value };
      if (tried.has(JSON.stringify(body))) continue;
      const v = await attempt(body, `alternate:${field}`);
      if (v.outcome === 'accepted') return { body, verdict: v };
      if (v.outcome !== 'rejected') break;
    }
  }
  let pairs = 0;
  for (const [i, first] of fields.entries()) {
    for (const second of fields.slice(i + 1)) {
      const body = { ...full };
      delete body[first];
      delete body[second];
      if (tried.has(JSON.stringify(body))) continue;
      if (++pairs > MAX_PAIRS) return undefined;
      const v = await attempt(body, `without:${first}+${second}`);
      if (v.outcome === 'accepted') return { body, verdict: v };
      if (v.outcome !== 'rejected') return undefined;
    }
  }
  return undefined;
}

async function finish(ctx: OpContext, repair: BodyRepair, body: JsonBody, v: Verdict): Promise<Verdict> {
  accept(ctx, body, v);
  // Documented fields the accepted body lacks: add each back when some candidate is accepted.
  for (const field of ctx.fields) {
    if (Object.hasOwn(ctx.accepted ?? {}, field) || repair.pinned.has(field)) continue;
    for (const value of repair.candidates(field).slice(0, 3)) {
      const next = { ...ctx.accepted, [field]: value };
      const w = await ctx.request({
        label: `op${ctx.number}:baseline:add:${field}`,
        body: ctx.jsonBody(next),
      });
      if (w.outcome === 'accepted') {
        accept(ctx, next, w);
        break;
      }
      if (w.outcome !== 'rejected') break;
    }
  }
  return v;
}

function accept(ctx: OpContext, body: JsonBody | undefined, v: Verdict): void {
  ctx.accepted = body;
  ctx.acceptedStatus = v.status;
  ctx.recordSuccess(v);
}

/** Sends the baseline again: a second acceptance makes one-field probes attributable. */
export async function checkRepeatable(ctx: OpContext): Promise<Verdict> {
  const v = await ctx.request({ label: `op${ctx.number}:baseline:repeat` });
  ctx.recordSuccess(v);
  ctx.observe({
    kind: 'baseline',
    operation: ctx.number,
    body: ctx.accepted,
    status: ctx.acceptedStatus ?? 0,
    repeatable: v.outcome === 'accepted',
    ...(v.outcome !== 'accepted' && v.status !== undefined && { repeatStatus: v.status }),
    evidence: { exchangeIds: [v.exchange.id], confidence: 'certain' },
  });
  return v;
}

/**
 * @module Finding a body the server accepts: drives the search (`repair-search.ts`), sending each
 * body it proposes once. A body already answered is answered from memory, never sent again; the
 * search's state is kept per operation, so a search cut short (its share of the budget spent)
 * resumes where it stood when asked again. Once a body is accepted, documented fields still
 * missing are added back one at a time; the baseline is then sent again to see that it repeats.
 */
import type { Verdict } from '../session/classify-response.ts';
import type { JsonBody, OpContext } from '../session/op-context.ts';
import { BodyRepair } from './repair.ts';
import { type Proposal, repairSearch, type Search } from './repair-search.ts';

/** The proposals a search may make without a request (answered from memory): a CPU bound only. */
const MAX_PROPOSALS = 5000;

interface SearchState {
  readonly repair: BodyRepair;
  readonly search: Search;
  /** Verdicts by body sent. */
  readonly answers: Map<string, Verdict>;
  /** The proposal not yet answered when the search was cut short. */
  pending?: Proposal;
  done: boolean;
}

const states = new WeakMap<OpContext, SearchState>();

function stateOf(ctx: OpContext): SearchState {
  let state = states.get(ctx);
  if (state === undefined) {
    const repair = new BodyRepair(ctx);
    state = { repair, search: repairSearch(repair), answers: new Map(), done: false };
    states.set(ctx, state);
  }
  return state;
}

export async function findBaseline(ctx: OpContext): Promise<Verdict | undefined> {
  if (!ctx.hasBody) {
    const v = await ctx.request({ label: `op${ctx.number}:baseline` });
    if (v.outcome === 'accepted') accept(ctx, undefined, v);
    return v.outcome === 'accepted' ? v : undefined;
  }
  const state = stateOf(ctx);
  let step =
    state.pending === undefined ? state.search.next() : { done: false as const, value: state.pending };
  let last: Verdict | undefined;
  for (let n = 0; !step.done && n < MAX_PROPOSALS; n++) {
    const proposal = step.value;
    const key = JSON.stringify(proposal.body);
    let v = state.answers.get(key);
    if (v === undefined) {
      state.pending = proposal;
      v = await attempt(ctx, proposal);
      state.pending = undefined;
      state.answers.set(key, v);
      last = v;
      if (v.outcome === 'accepted') return finish(ctx, state.repair, proposal.body, v);
      if (proposal.label === 'example')
        ctx.log(`the example was not accepted: ${v.status ?? v.outcome} (${v.exchange.id})`);
    }
    step = state.search.next(v);
  }
  state.done = true;
  ctx.log(
    last === undefined || last.outcome === 'rejected'
      ? 'no accepted body found'
      : `no accepted body: ${last.status ?? last.outcome} (${last.exchange.id})`,
  );
  return undefined;
}

async function attempt(ctx: OpContext, proposal: Proposal): Promise<Verdict> {
  const label = `op${ctx.number}:baseline:${proposal.label}`;
  // Kept for reuse: a probe that later sends the same body (leave-one-out of a required field)
  // reads this answer instead of drawing the same refusal twice.
  const v = await ctx.request({ label, body: ctx.jsonBody(proposal.body), reuse: true });
  if (v.outcome === 'rejected' && v.named.length > 0 && v.status !== undefined) {
    if (v.status >= 400) ctx.rejectionStatuses.add(v.status);
    else ctx.failureEnvelope = true;
    ctx.recordError('validation', v);
  }
  return v;
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
        reuse: true,
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

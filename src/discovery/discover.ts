/**
 * @module Discovery, sequential and deterministic from the seed: every operation's core phase
 * first, then the expensive value probes, then (when allowed) limits. The budget is shared so each
 * operation gets its core probes before any gets bisections; when it runs out, discovery stops
 * cleanly and records what was not established.
 */

import { OperationUnresponsive } from '../http/breaker.ts';
import { SideEffectRefused } from '../http/side-effect-gate.ts';
import type {
  DiscoverableOperation,
  DiscoverOptions,
  DiscoveryResult,
  OperationDiscovery,
} from './discovery-result.ts';
import { type CoreState, runCore } from './engine/core-phase.ts';
import { finalize } from './engine/finalize-operation.ts';
import { runBodyLimit, runRateLimit } from './engine/limits-phase.ts';
import { runValues } from './engine/value-phase.ts';
import { mergeOperation } from './inference/infer-operation.ts';
import { knowledgeOf } from './inference/knowledge-of.ts';
import { learnConventions } from './session/conventions.ts';
import { AllowanceSpent, OpContext, StillRateLimited } from './session/op-context.ts';
import { BudgetSpent, Session } from './session/session.ts';

export type { DiscoverOptions, DiscoveryResult, OperationDiscovery } from './discovery-result.ts';

/** Share of the budget the core phase may use (the rest goes to value probes and limits). */
const CORE_SHARE = 0.55;
/** Requests kept back for the limits phase when limits may be probed. */
const LIMITS_RESERVE = 0.25;

interface Entry {
  readonly ctx: OpContext;
  readonly state: CoreState;
  readonly skipped?: string;
}

export async function discover(opts: DiscoverOptions): Promise<DiscoveryResult> {
  const session = new Session(opts);
  const entries = opts.operations.map((op) => entry(op, session));
  const active = entries.filter((e) => e.skipped === undefined);
  const started = Date.now();
  try {
    await phase(active, session.remaining * CORE_SHARE, 'core', coreWeight, (e) => runCore(e.ctx, e.state));
    const reserve = opts.probeLimits ? Math.floor(session.remaining * LIMITS_RESERVE) : 0;
    await phase(active, session.remaining - reserve, 'values', valuesWeight, (e) => runValues(e.ctx));
    if (opts.probeLimits) await limits(active, session);
  } catch (err) {
    if (!(err instanceof BudgetSpent)) throw err;
    session.observe({
      kind: 'undetermined',
      topic: err.budget === 'time' ? 'time budget' : 'budget',
      reason:
        err.budget === 'time'
          ? `discovery's share of the time budget (MAX_DURATION) ran out; facts not yet probed are not established`
          : `the request budget (${opts.budget}) ran out; facts not yet probed are not established`,
      evidence: { exchangeIds: [], confidence: 'certain' },
    });
  }
  // Unless the limits probe measured it: the rate limit as the pacer measured it, else the claim.
  const rate = opts.client.rateLimitFact(active.map((e) => e.ctx.number));
  if (rate !== undefined && !session.observations.some((o) => o.kind === 'rate_limit')) session.observe(rate);
  for (const e of active) finalize(e.ctx, opts.client.exchanges);
  session.log(
    `discovery: ${session.requestsUsed} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const numbers = opts.operations.map((op) => op.number);
  return {
    observations: session.observations,
    operations: entries.map((e) => discovery(e, session)),
    conventions: learnConventions(numbers, session.observations, opts.client.exchanges),
  };
}

function entry(op: DiscoverableOperation, session: Session): Entry {
  const ctx = new OpContext(op, session);
  const state: CoreState = { bodyIgnored: false };
  const skipped = session.gate.skip(op);
  if (skipped === undefined) return { ctx, state };
  session.observe({
    kind: 'undetermined',
    operation: op.number,
    topic: 'operation',
    reason: `skipped: ${skipped}`,
    evidence: { exchangeIds: [], confidence: 'certain' },
  });
  return { ctx, state, skipped };
}

/** Core probes cost a few requests per operation plus a few per field. */
function coreWeight(e: Entry): number {
  return 8 + 3 * e.ctx.fields.length;
}

/** Value probes cost tens of requests per string or number field of the accepted body. */
function valuesWeight(e: Entry): number {
  if (!e.ctx.fieldProbes) return 0;
  const values = Object.values(e.ctx.accepted ?? {});
  return 1 + values.filter((v) => typeof v === 'string' || typeof v === 'number').length;
}

/**
 * Runs one phase over the operations; each gets a share of what is left for the phase in
 * proportion to its weight, so what one operation leaves unused flows to the later ones.
 */
async function phase(
  entries: readonly Entry[],
  pool: number,
  name: string,
  weight: (e: Entry) => number,
  run: (e: Entry) => Promise<void>,
) {
  let left = Math.floor(pool);
  const weights = entries.map(weight);
  for (const [i, e] of entries.entries()) {
    const rest = weights.slice(i).reduce((a, b) => a + b, 0);
    const share = rest === 0 ? 0 : Math.floor((left * (weights[i] ?? 0)) / rest);
    e.ctx.startPhase(Math.max(share, weights[i] === 0 ? 0 : 4));
    await guarded(e.ctx, name, () => run(e));
    left -= e.ctx.spent;
  }
}

async function guarded(ctx: OpContext, phaseName: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (err instanceof AllowanceSpent) {
      ctx.log(`${phaseName}: allowance spent`);
      ctx.observe({
        kind: 'undetermined',
        operation: ctx.number,
        topic: `${phaseName} probes`,
        reason: `this operation's share of the request budget ran out during the ${phaseName} phase`,
        evidence: { exchangeIds: [], confidence: 'certain' },
      });
      if (ctx.session.remaining > 0) {
        ctx.extend(1);
        await ctx.verify(true).catch(() => ctx.discardPending());
      } else ctx.discardPending();
      return;
    }
    if (err instanceof BudgetSpent) throw err;
    // A refused unsafe probe, or a harness bug: this operation stops, the others go on.
    const message = err instanceof Error ? err.message : String(err);
    ctx.log(`${phaseName}: stopped: ${message}`);
    ctx.discardPending();
    ctx.fieldProbes = false;
    ctx.observe({
      kind: 'undetermined',
      operation: ctx.number,
      topic: `${phaseName} probes`,
      reason:
        err instanceof SideEffectRefused ||
        err instanceof OperationUnresponsive ||
        err instanceof StillRateLimited
          ? message
          : `stopped by an internal error: ${message}`,
      evidence: { exchangeIds: [], confidence: 'certain' },
    });
  }
}

async function limits(entries: readonly Entry[], session: Session): Promise<void> {
  const contexts = entries.filter((e) => !e.state.bodyIgnored).map((e) => e.ctx);
  const guard = (ctx: OpContext, run: () => Promise<void>) => guarded(ctx, 'limits', run);
  await runBodyLimit(contexts, Math.min(80, session.remaining), guard);
  await runRateLimit(contexts, session.remaining, guard);
}

function discovery(e: Entry, session: Session): OperationDiscovery {
  const merged = mergeOperation(e.ctx.op, session.observations);
  return {
    operation: e.ctx.number,
    ...(e.skipped !== undefined && { skipped: e.skipped }),
    // Made-up ids name no record: the case phase must not treat them as known.
    pathParams: Object.fromEntries(Object.entries(e.ctx.params).filter(([name]) => !e.ctx.madeUp.has(name))),
    knowledge: knowledgeOf(merged, e.ctx.accepted),
  };
}

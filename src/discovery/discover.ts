/**
 * @module Discovery, anytime and breadth first, deterministic from the seed: every operation probes
 * as a coroutine of one work queue, which serves every operation's verdict tier (an accepted
 * request, no token, a bad token) before any operation's field rules, those before closed sets, and
 * those before bisections (`session/stage.ts`); then, when allowed, limits. A cut at any moment
 * (the request or time budget) leaves what the requests so far could establish, and records what
 * was not; discovery ends when nothing is left to probe.
 */

import { idFor } from './accepted-body/field-values.ts';
import type {
  DiscoverableOperation,
  DiscoverOptions,
  DiscoveryResult,
  OperationDiscovery,
} from './discovery-result.ts';
import type { CoreState } from './engine/core-phase.ts';
import { finalize } from './engine/finalize-operation.ts';
import { runBodyLimit, runRateLimit } from './engine/limits-phase.ts';
import { guarded, probeOperation } from './engine/probe-operation.ts';
import { mergeOperation } from './inference/infer-operation.ts';
import { knowledgeOf } from './inference/knowledge-of.ts';
import { isCreating } from './session/chaining.ts';
import { learnConventions } from './session/conventions.ts';
import { OpContext } from './session/op-context.ts';
import { BudgetSpent, Session } from './session/session.ts';
import { tierBand } from './session/stage.ts';

export type { DiscoverOptions, DiscoveryResult, OperationDiscovery } from './discovery-result.ts';

interface Entry {
  readonly ctx: OpContext;
  readonly state: CoreState;
  readonly skipped?: string;
  /** Its coroutine has ended. */
  done?: boolean;
}

export async function discover(opts: DiscoverOptions): Promise<DiscoveryResult> {
  const session = new Session(opts);
  const entries = opts.operations.map((op, i) => entry(op, session, i));
  const active = entries.filter((e) => e.skipped === undefined);
  const started = Date.now();
  try {
    for (const e of active) {
      e.ctx.hold = waitForCreators(e, active);
      session.queue.join(e.ctx);
    }
    const ended = await Promise.allSettled(
      active.map((e) =>
        probeOperation(e.ctx, e.state).finally(() => {
          e.done = true;
        }),
      ),
    );
    const failed = ended.find((r) => r.status === 'rejected');
    if (failed !== undefined) throw failed.reason;
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
    ...(session.faults.length > 0 && { faults: session.faults }),
  };
}

function entry(op: DiscoverableOperation, session: Session, index: number): Entry {
  const ctx = new OpContext(op, session, index);
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

/**
 * An operation with a path id neither configured nor yet harvested starts after the create
 * operations still looking for their accepted request (whose answer may give the id), as long as
 * those searches are in their first two slices; a search that goes on longer is not waited for, so
 * it cannot hold back another operation's verdict past the field probes.
 */
function waitForCreators(e: Entry, active: readonly Entry[]): (() => number) | undefined {
  const session = e.ctx.session;
  if (e.ctx.paramNames.every((p) => idFor(session, p) !== undefined)) return undefined;
  const creators = active.filter((c) => c !== e && isCreating(c.ctx.op));
  if (creators.length === 0) return undefined;
  return () => {
    const searching = creators.filter((c) => c.done !== true && c.ctx.tier === 'verdict');
    const bands = searching.map((c) => c.ctx.band()).filter((b) => b < tierBand('fields'));
    return bands.length === 0 ? tierBand('verdict') : Math.max(...bands) + 0.25;
  };
}

async function limits(entries: readonly Entry[], session: Session): Promise<void> {
  const contexts = entries.filter((e) => !e.state.bodyIgnored).map((e) => e.ctx);
  const guard = (ctx: OpContext, run: () => Promise<void>) => guarded(ctx, run, 'limits');
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

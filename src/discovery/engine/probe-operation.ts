/**
 * @module One operation's probing, tier after tier, as a coroutine of the work queue: each request
 * waits its turn, so every operation's verdict tier is served before any operation's field rules,
 * and those before any closed set or bisection. Its own failures become "not established"; a cut
 * (the request or time budget spent) re-verifies what the operation holds, then ends discovery.
 */
import { OperationUnresponsive } from '../../http/breaker.ts';
import { SideEffectRefused } from '../../http/side-effect-gate.ts';
import { AllowanceSpent, type OpContext, StillRateLimited } from '../session/op-context.ts';
import { BudgetSpent } from '../session/session.ts';
import { assignIds, type CoreState, runFields, runVerdict } from './core-phase.ts';
import { runBounds, runValues } from './value-phase.ts';

export async function probeOperation(ctx: OpContext, state: CoreState): Promise<void> {
  try {
    await guarded(ctx, async () => {
      // Ids are read at the operation's first turn: a create operation served earlier has given its own.
      await ctx.turn();
      ctx.hold = undefined;
      assignIds(ctx);
      const found = await runVerdict(ctx, state);
      ctx.tier = 'fields';
      await runFields(ctx, state, found);
      ctx.tier = 'values';
      const later = await runValues(ctx);
      ctx.tier = 'bounds';
      await runBounds(ctx, later);
    });
  } finally {
    ctx.session.queue.leave(ctx);
  }
}

/** Runs a probe on one operation, its own failures made "not established" (under `phase`, else its tier). */
export async function guarded(ctx: OpContext, run: () => Promise<void>, phase?: string): Promise<void> {
  try {
    await run();
  } catch (err) {
    const name = phase ?? ctx.tier;
    if (err instanceof BudgetSpent) {
      await ctx.close().catch(() => ctx.discardPending());
      throw err;
    }
    if (err instanceof AllowanceSpent) {
      ctx.log(`${name}: allowance spent`);
      note(ctx, name, `this operation's share of the request budget ran out during the ${name} probes`);
      if (ctx.session.remaining > 0) {
        ctx.extend(1);
        await ctx.verify(true).catch(() => ctx.discardPending());
      } else ctx.discardPending();
      return;
    }
    // A refused unsafe probe, an unresponsive operation, or a harness bug: this operation stops,
    // the others go on. A harness bug is a harness error, never a quieter fact.
    const message = (err instanceof Error ? err.message : String(err)).split('\n')[0] ?? '';
    ctx.discardPending();
    ctx.fieldProbes = false;
    if (
      err instanceof SideEffectRefused ||
      err instanceof OperationUnresponsive ||
      err instanceof StillRateLimited
    ) {
      ctx.log(`${name}: stopped: ${message}`);
      note(ctx, name, message);
      return;
    }
    // Its verdict rests on the accepted request and the auth answers, probed in the verdict tier.
    ctx.session.fault({
      where: `discovery (${name} probes)`,
      operation: ctx.number,
      message,
      hidesVerdict: name === 'verdict',
    });
    note(ctx, name, `stopped by a harness error (listed among the run's harness errors): ${message}`);
  }
}

function note(ctx: OpContext, name: string, reason: string): void {
  ctx.observe({
    kind: 'undetermined',
    operation: ctx.number,
    topic: `${name} probes`,
    reason,
    evidence: { exchangeIds: [], confidence: 'certain' },
  });
}

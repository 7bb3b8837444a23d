/**
 * @module Phase 2, learn: discovery (what this server does, by probing) or, with a baseline to check,
 * the replay of its witnesses. It has its own share of the time and of the request budget; the
 * exchanges it sent are kept apart, since the judge reads discovery's answers on their own.
 */
import { checksBaseline, type Learned, learnOrCheck } from '../../baseline/learn-or-check.ts';
import type { Exchange } from '../../core/exchange.ts';
import { trafficLine } from '../../traffic/load-traffic.ts';
import type { RunContext } from './context.ts';

/** Discovery's share of the budget: at most 3,000 requests, leaving room for the cases. */
const DISCOVERY_BUDGET = 3000;

export interface LearnOutcome {
  readonly learned: Learned;
  /** The exchanges sent until discovery (or the check) ended. */
  readonly exchanges: readonly Exchange[];
}

export async function learnPhase(ctx: RunContext): Promise<LearnOutcome> {
  const { config, target, shard, pacer, clock } = ctx;
  ctx.progress({ kind: 'phase', phase: 'discovery' });
  const where = `${shard.operations.length} operations${shard.label} at ${target.url.origin}${target.url.pathname}`;
  ctx.log(
    checksBaseline(config, ctx.baseline)
      ? `checking ${where} against the baseline ${config.baseline ?? ''}: replaying its witnesses`
      : `discovering ${where}`,
  );
  if (ctx.traffic !== undefined) ctx.log(trafficLine(ctx.traffic));
  const time = clock.discovery();
  pacer.stopAt(time.deadline);
  const learned = await learnOrCheck(
    config,
    ctx.baseline,
    {
      client: ctx.client,
      operations: shard.operations,
      seed: config.seed,
      ids: target.ids,
      hasTokenB: ctx.hasTokenB,
      ...(config.userExamples !== undefined && { examples: config.userExamples }),
      probeLimits: config.probeLimits,
      budget: Math.min(DISCOVERY_BUDGET, Math.floor(pacer.remaining * 0.75)),
      time,
      log: ctx.log,
    },
    () => ctx.pacer.rateLimit,
  );
  pacer.stopAt(clock.sending);
  const saved = ctx.traffic?.answers.taken.length ?? 0;
  ctx.log(
    `${learned.mode} done after ${pacer.used} requests${saved > 0 ? ` (${saved} more answered from traffic, not sent)` : ''}; sending generated cases`,
  );
  return { learned, exchanges: [...ctx.client.exchanges] };
}

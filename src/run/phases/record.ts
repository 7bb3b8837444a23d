/**
 * @module Phase 6, record: the run record every writer reads. Findings in their report order, the
 * baseline's drift after the checks'; the run's metadata from what the context fixed at the start
 * and what the run spent.
 */
import { witnessCoverage } from '../../baseline/witness-coverage.ts';
import { orderFindings } from '../../checks/merge-findings.ts';
import type { Finding } from '../../core/finding.ts';
import type { RunMeta, RunRecord } from '../../core/run-record.ts';
import { regressionsOf } from '../regressions.ts';
import type { CasesOutcome } from './cases.ts';
import type { RunContext } from './context.ts';
import type { JudgeOutcome } from './judge.ts';
import type { LearnOutcome } from './learn.ts';

function baselineMeta(ctx: RunContext, learn: LearnOutcome): Pick<RunMeta, 'baseline'> {
  const { config } = ctx;
  const { learned } = learn;
  if (config.baseline === undefined) return {};
  return {
    baseline: {
      file: config.baseline,
      updated: config.updateBaseline,
      mode: learned.mode,
      ...(learned.replays !== undefined && {
        witnesses: learned.replays.length,
        disagreeing: learned.replays.filter((r) => r.differs.length > 0).length,
        replayed: witnessCoverage(learned.replays),
      }),
    },
  };
}

function runMeta(ctx: RunContext, learn: LearnOutcome, cases: CasesOutcome): RunMeta {
  const { config, shard, pacer } = ctx;
  return {
    tool: ctx.tool,
    startedAt: ctx.startedAt,
    finishedAt: new Date().toISOString(),
    target: ctx.targetText,
    credentialsSent: ctx.credentialsSent,
    embeddedSandbox: ctx.target.embeddedSandbox,
    seed: config.seed,
    examples: config.examples,
    requestsSent: pacer.used,
    maxRequests: shard.maxRequests,
    maxRps: shard.maxRps,
    sideEffectsAllowed: ctx.sideEffects,
    probeLimits: config.probeLimits,
    hasTokenB: ctx.hasTokenB,
    budgetExhausted: cases.result.budgetExhausted || pacer.remaining <= 0,
    ...(config.publicOperations.length > 0 && { publicOperations: config.publicOperations }),
    ...baselineMeta(ctx, learn),
  };
}

export function recordPhase(
  ctx: RunContext,
  learn: LearnOutcome,
  cases: CasesOutcome,
  judged: JudgeOutcome,
  drift: readonly Finding[],
): RunRecord {
  const { learned } = learn;
  const { result, discovery } = cases;
  const findings = ctx.clean([...orderFindings(judged.findings), ...drift]);
  return {
    meta: runMeta(ctx, learn, cases),
    verdict: findings.some((f) => f.fails) ? 'fail' : 'pass',
    findings,
    skipped: [...judged.skipped, ...judged.judgement.cut],
    unverified: judged.judgement.unverified,
    notEstablished: ctx.clean(judged.notEstablished),
    cases: ctx.clean(result.cases),
    observations: judged.observations,
    conventions: discovery.conventions,
    regressions: ctx.clean(regressionsOf(findings, result.cases, discovery, ctx.sideEffects)),
    exchanges: ctx.client.exchanges,
    ...(learned.baselineExchanges !== undefined && { baselineExchanges: learned.baselineExchanges }),
    time: judged.time,
    ...(ctx.shard.record && { shard: ctx.shard.record }),
  };
}

/**
 * @module Phase 6, record: the run record every writer reads. Findings in their report order, the
 * baseline's drift after the checks'; the run's metadata from what the context fixed at the start
 * and what the run spent.
 */
import type { GateResult } from '../../baseline/gate.ts';
import { witnessCoverage } from '../../baseline/witness-coverage.ts';
import { orderFindings } from '../../checks/merge-findings.ts';
import type { RunMeta, RunRecord } from '../../core/run-record.ts';
import { trafficReport } from '../../traffic/load-traffic.ts';
import { regressionsOf } from '../regressions.ts';
import type { CasesOutcome } from './cases.ts';
import type { RunContext } from './context.ts';
import type { JudgeOutcome } from './judge.ts';
import type { LearnOutcome } from './learn.ts';

function baselineMeta(ctx: RunContext, learn: LearnOutcome, gate: GateResult): Pick<RunMeta, 'baseline'> {
  const { config, baseline } = ctx;
  const { learned } = learn;
  if (config.baseline === undefined) return {};
  // Recording: the baseline this run replaces is no comparison, and nothing is written when cut.
  const compared = !config.updateBaseline && baseline !== undefined;
  return {
    baseline: {
      file: config.baseline,
      updated: config.updateBaseline,
      ...(config.updateBaseline && { written: gate.written !== undefined }),
      mode: learned.mode,
      ...(compared && {
        recordedAt: baseline.createdAt,
        recordedAgainst: baseline.target,
        knownFailures: baseline.knownFailures?.length ?? 0,
      }),
      ...(learned.replays !== undefined && {
        witnesses: learned.replays.length,
        disagreeing: learned.replays.filter((r) => r.differs.length > 0).length,
        replayed: witnessCoverage(learned.replays),
      }),
    },
  };
}

/** What traffic gave: the operations whose first body it gave are those the user's file did not name. */
function trafficMeta(ctx: RunContext, judged: JudgeOutcome): Pick<RunMeta, 'traffic'> {
  const { traffic } = ctx;
  if (traffic === undefined) return {};
  const examples = [...traffic.examples.keys()].filter(
    (n) => ctx.config.userExamples?.get(n) === traffic.examples.get(n),
  );
  return { traffic: trafficReport(traffic, examples, judged.observations, ctx.client.exchanges) };
}

function runMeta(
  ctx: RunContext,
  learn: LearnOutcome,
  cases: CasesOutcome,
  gate: GateResult,
  judged: JudgeOutcome,
): RunMeta {
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
    ...baselineMeta(ctx, learn, gate),
    ...trafficMeta(ctx, judged),
  };
}

export function recordPhase(
  ctx: RunContext,
  learn: LearnOutcome,
  cases: CasesOutcome,
  judged: JudgeOutcome,
  gate: GateResult,
): RunRecord {
  const { learned } = learn;
  const { result, discovery } = cases;
  const findings = ctx.clean([...orderFindings(gate.findings), ...gate.drift]);
  return {
    meta: runMeta(ctx, learn, cases, gate, judged),
    verdict: findings.some((f) => f.fails) ? 'fail' : 'pass',
    findings,
    skipped: [...judged.skipped, ...judged.judgement.cut],
    unverified: judged.judgement.unverified,
    notEstablished: ctx.clean(judged.notEstablished),
    ...(learned.discovery.faults !== undefined && { harnessFaults: ctx.clean(learned.discovery.faults) }),
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

/**
 * @module Phase 4, judge: what the time budget cut, the judgement of discovery's answers and of the
 * cases together (unverified operations, budget cuts), and the findings of the checks, the
 * unresponsive operations' included, deduplicated. Pure: it sends nothing.
 */

import { dedupeByKey, dedupeFindings } from '../../checks/merge-findings.ts';
import { operationResponsiveFindings } from '../../checks/operation-responsive.ts';
import type { Finding } from '../../core/finding.ts';
import type { NotEstablished } from '../../core/needed-fact.ts';
import type { Observation } from '../../core/observation.ts';
import type { SkippedOperation } from '../../core/run-record.ts';
import type { TimeReport } from '../../core/time-report.ts';
import { judgeRun, type RunJudgement } from '../judge-run.ts';
import { discoveryCutByTime, timeReportOf } from '../time-report.ts';
import type { CasesOutcome } from './cases.ts';
import type { RunContext } from './context.ts';
import type { LearnOutcome } from './learn.ts';

export interface JudgeOutcome {
  readonly time: TimeReport;
  /** Recording a baseline, and discovery was cut by the time budget: nothing is recorded. */
  readonly baselineCut: boolean;
  /** Discovery's observations, cleaned of a user example's token. */
  readonly observations: readonly Observation[];
  /** Operations the user chose not to run (side effects off...). */
  readonly skipped: readonly SkippedOperation[];
  readonly judgement: RunJudgement;
  /** Every check's findings, deduplicated, not yet ordered. */
  readonly findings: readonly Finding[];
  /** What the checks saw on facts the run did not establish, deduplicated. */
  readonly notEstablished: readonly NotEstablished[];
}

function timeOf(ctx: RunContext, cases: CasesOutcome): Pick<JudgeOutcome, 'time' | 'baselineCut'> {
  const { config, breaker } = ctx;
  // A time-cut discovery is not recorded as the baseline (facts it never reached would be missing
  // from it); when checking, the gate leaves the operations it could not restate out instead.
  const baselineCut =
    config.baseline !== undefined && config.updateBaseline && discoveryCutByTime(cases.discovery);
  const time = timeReportOf({
    baselineCut,
    maxDurationMs: config.maxDurationMs,
    startedAt: ctx.clock.startedAt,
    configuredExamples: config.examples,
    discovery: cases.discovery,
    cases: cases.result,
    trips: breaker.tripped,
    rateLimit: ctx.pacer.rateLimit,
    exchanges: ctx.client.exchanges,
  });
  const budgetCuts = time.cut.filter((c) => c.reason !== 'check_plan');
  if (budgetCuts.length > 0)
    ctx.log(`cut to fit the time budget or unresponsive: ${budgetCuts.length} items (see summary.md)`);
  ctx.log(`cases: ${cases.result.cases.length} cases, ${cases.requests} requests`);
  return { time, baselineCut };
}

export function judgePhase(ctx: RunContext, learn: LearnOutcome, cases: CasesOutcome): JudgeOutcome {
  const { breaker, client } = ctx;
  const { result } = cases;
  const { time, baselineCut } = timeOf(ctx, cases);
  const observations = ctx.clean(cases.discovery.observations);
  const skipped = client.gate.skipped;
  const judgement = judgeRun({
    discoveryExchanges: learn.exchanges,
    cases: result.cases,
    exchanges: client.exchanges,
    contexts: cases.contexts,
    // An operation whose breaker opened was judged (operation_responsive), not cut by a budget.
    completed: [...result.completed, ...breaker.tripped.map((t) => t.operation)],
    skipped: skipped.map((s) => s.operation),
    seed: ctx.config.seed,
  });
  // The harness's own gap, one line each, apart from operations the server failed.
  for (const u of judgement.unverified) if (u.line !== undefined) ctx.log(u.line);
  const unresponsive = operationResponsiveFindings(breaker.tripped, ctx.config);
  const findings = dedupeFindings([...result.findings, ...judgement.findings, ...unresponsive]);
  const notEstablished = dedupeByKey([...result.notEstablished, ...judgement.notEstablished]);
  if (notEstablished.length > 0)
    ctx.log(
      `${notEstablished.length} verdicts rest on facts this run did not establish: not judged (see gap-report.md)`,
    );
  return { time, baselineCut, observations, skipped, judgement, findings, notEstablished };
}

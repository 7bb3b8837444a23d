/**
 * @module Phase 5, gate: with a baseline, record this run's facts (`UPDATE_BASELINE=true`) or turn
 * what changed since it into drift findings. The facts are read from the observed document, built
 * here once, from the observations alone: the exchanges' examples and widened nulls are report
 * matter, not behaviour a baseline pins. Not `openapi.json`'s document: it keys a response schema
 * under the content type as sent (alt's `; charset=utf-8`, which the facts do not read: all of alt's
 * response facts would go, and a removed response property with them), pins a declared public
 * operation's security to `[]`, and types a field nullable from whichever cases drew a `null`.
 */
import { type GateResult, gateOnBaseline } from '../../baseline/gate.ts';
import { incompleteOperations } from '../../baseline/incomplete.ts';
import { buildOpenApi } from '../../reporting/openapi/to-openapi.ts';
import type { CasesOutcome } from './cases.ts';
import type { RunContext } from './context.ts';
import type { JudgeOutcome } from './judge.ts';
import type { LearnOutcome } from './learn.ts';

export async function gatePhase(
  ctx: RunContext,
  learn: LearnOutcome,
  cases: CasesOutcome,
  judged: JudgeOutcome,
): Promise<GateResult> {
  const { config, baseline, shard } = ctx;
  const { learned } = learn;
  const unchanged = { findings: judged.findings, drift: [] };
  if (config.baseline === undefined) return unchanged;
  if (judged.baselineCut) {
    ctx.log('BASELINE: no baseline recorded: discovery was cut by MAX_DURATION');
    return unchanged;
  }
  const { observations, skipped, time } = judged;
  const openapi = buildOpenApi({ observations, skipped }, shard.operations, ctx.documentMeta);
  const unresponsive = ctx.breaker.tripped.map((t) => t.operation);
  const numbers = shard.operations.map((o) => o.number);
  const result = await gateOnBaseline(config, baseline, {
    openapi: openapi as Record<string, unknown>,
    observations,
    unresponsive,
    limitsProbed:
      (learned.mode === 'check' ? baseline?.facts['server limits'] !== undefined : config.probeLimits) &&
      !time.deadlineReached,
    rateLimit: ctx.pacer.rateLimit,
    incomplete: incompleteOperations(time, unresponsive, cases.discovery.observations, numbers),
    target: ctx.targetText,
    owns: shard.ownsFact,
    discovery: cases.discovery,
    exchanges: ctx.client.exchanges,
    ...(learned.replays !== undefined && { replays: learned.replays }),
    findings: judged.findings,
  });
  if (result.written !== undefined) {
    const failing = judged.findings.filter((f) => f.fails).length;
    ctx.log(
      `baseline recorded: ${result.written} (with its facts and witnesses files beside it)${failing > 0 ? `; ${failing} failing finding${failing === 1 ? '' : 's'} recorded as known failures` : ''}`,
    );
  }
  return result;
}

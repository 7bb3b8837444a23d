/**
 * @module Phase 3, cases: the generated cases, each judged by the checks as it is answered, within
 * the time the clock leaves for sending. What the answers showed of the rate limit becomes a fact of
 * the server's discovery.
 */

import { witnessCoverage } from '../../baseline/witness-coverage.ts';
import type { DiscoveryResult } from '../../discovery/index.ts';
import { asksToWait } from '../../http/retry-after.ts';
import { type CheckContexts, checkContexts } from '../check-contexts.ts';
import { type CasePhaseResult, executeCases } from '../execute-cases.ts';
import { withObservedRateLimit } from '../observed-rate.ts';
import type { RunContext } from './context.ts';
import type { LearnOutcome } from './learn.ts';

export interface CasesOutcome {
  readonly result: CasePhaseResult;
  readonly contexts: CheckContexts;
  /** Discovery's result with the rate limit the run's answers showed, when no header stated one. */
  readonly discovery: DiscoveryResult;
  /** Requests the cases sent. */
  readonly requests: number;
}

export async function casesPhase(ctx: RunContext, learn: LearnOutcome): Promise<CasesOutcome> {
  const { config, shard, pacer, clock, client } = ctx;
  const { learned } = learn;
  const contexts = checkContexts(
    shard.operations,
    learned.discovery,
    config.responseTimeMs,
    config.userExamples,
    config.publicOperations,
  );
  const from = pacer.used;
  // The cases walk the operations in catalog order: the position of the current one gives an ETA.
  ctx.progress({ kind: 'phase', phase: 'cases', operations: shard.operations.map((o) => o.number) });
  const result = await executeCases(client, shard.operations, learned.discovery, config, {
    sideEffects: ctx.sideEffects,
    hasTokenB: ctx.hasTokenB,
    time: clock.cases(),
    breaker: ctx.breaker,
    ...(learned.checkCases !== undefined && { checkCases: learned.checkCases(pacer.used) }),
    ...(learned.replays !== undefined && { witnessed: witnessCoverage(learned.replays) }),
    contexts,
    rateVersion: () => pacer.paceVersion,
    sendingMs: clock.sending.at - clock.startedAt,
  });
  const requests = pacer.used - from;
  // The run's answers may have shown a rate limit no header states: it is a fact of the server.
  const discovery = withObservedRateLimit(learned.discovery, pacer);
  const told = new Set(client.exchanges.filter((ex) => asksToWait(ex.response)).map((ex) => ex.id));
  const stillWaiting = result.cases.filter((r) => told.has(r.exchangeId)).length;
  if (stillWaiting > 0)
    ctx.log(`${stillWaiting} cases still answered "wait" (429) after waiting and resending: not judged`);
  return { result, contexts, discovery, requests };
}

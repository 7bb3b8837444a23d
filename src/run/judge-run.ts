/**
 * @module Judging what the case phase does not: every discovery exchange (a baseline check's witness
 * replays too, by the checks that apply to any answer), and every operation as a whole (was it ever
 * seen to succeed?). What a check saw on a fact the run did not establish is kept apart, as "not
 * established", never as a finding. An operation whose cases all ran (or whose breaker opened)
 * without one success is unverified; one the user's budgets (`MAX_REQUESTS`, `MAX_DURATION`) cut
 * first is listed as cut, not judged.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { judgeExchange, judgeOperation } from '../checks/run-checks.ts';
import type { JudgedExchange } from '../checks/types.ts';
import { answersOf } from '../core/answers.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import type { NotEstablished } from '../core/needed-fact.ts';
import { caseOrigin } from '../core/origin.ts';
import { noAcceptedRequestLine, unverifiedReason } from '../core/refusals.ts';
import type { CaseRecord, SkippedOperation, UnverifiedOperation } from '../core/run-record.ts';
import { isFailureBody } from '../discovery/index.ts';
import type { CheckContexts } from './check-contexts.ts';
import { probeOrigin } from './probe-origin.ts';

export interface RunJudgement {
  readonly findings: Finding[];
  readonly notEstablished: NotEstablished[];
  readonly unverified: UnverifiedOperation[];
  /** Operations the run's budgets cut before any request to them succeeded. */
  readonly cut: SkippedOperation[];
}

export interface JudgeInput {
  /** The exchanges discovery sent (preflight's, which names no operation, is left out). */
  readonly discoveryExchanges: readonly Exchange[];
  readonly cases: readonly CaseRecord[];
  readonly exchanges: readonly Exchange[];
  readonly contexts: CheckContexts;
  /** Operations whose case phase ran to its end. */
  readonly completed: readonly OperationNumber[];
  /** Operations the user chose not to run (side effects off, ...): neither judged nor cut. */
  readonly skipped: readonly OperationNumber[];
  readonly seed: number;
}

function discoveryJudged(input: JudgeInput): JudgedExchange[] {
  return input.discoveryExchanges.flatMap((ex) =>
    ex.operation === undefined
      ? []
      : [{ exchange: ex, origin: probeOrigin({ ...ex, operation: ex.operation }, input.seed) }],
  );
}

export function judgeRun(input: JudgeInput): RunJudgement {
  const byId = new Map(input.exchanges.map((ex) => [ex.id, ex]));
  const probes = discoveryJudged(input);
  const caseJudged: JudgedExchange[] = input.cases.flatMap((r) => {
    const exchange = byId.get(r.exchangeId);
    return exchange === undefined ? [] : [{ exchange, origin: caseOrigin(r.case) }];
  });
  const judged = probes.flatMap(({ exchange, origin }) => {
    const ctx = input.contexts.get(origin.kind === 'discovery' ? origin.operation : origin.case.operation);
    return ctx === undefined ? [] : [judgeExchange(exchange, origin, ctx)];
  });
  const findings: Finding[] = judged.flatMap((j) => j.findings);
  const notEstablished: NotEstablished[] = judged.flatMap((j) => j.notEstablished);
  const unverified: UnverifiedOperation[] = [];
  const cut: SkippedOperation[] = [];
  for (const [operation, ctx] of input.contexts) {
    if (input.skipped.includes(operation)) continue;
    const own = [...probes, ...caseJudged].filter((j) => j.exchange.operation === operation);
    const whole = judgeOperation(own, ctx);
    const drafts = whole.findings;
    const neverSucceeded = drafts.some((f) => f.check === 'operation_verified');
    if (!input.completed.includes(operation)) {
      if (neverSucceeded || own.length === 0) cut.push({ operation, reason: CUT_REASON });
      continue;
    }
    findings.push(...drafts);
    notEstablished.push(...whole.notEstablished);
    if (neverSucceeded) {
      const exchanges = own.map((j) => j.exchange);
      const answers = answersOf(exchanges, isFailureBody);
      const reason = unverifiedReason(exchanges, isFailureBody);
      const line = noAcceptedRequestLine(operation, ctx.op.body.kind !== 'none', ctx.hasExample === true);
      unverified.push({
        operation,
        requests: own.length,
        answers,
        reason,
        ...(reason === 'refused' && { line }),
      });
    }
  }
  return { findings, notEstablished, unverified, cut };
}

const CUT_REASON = "the run's budget (MAX_REQUESTS or MAX_DURATION) ran out before a request to it succeeded";

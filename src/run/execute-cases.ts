/**
 * @module The case phase: for each operation, the generated cases (valid, edge, negative, path and
 * auth variants) are sent and judged by the registered checks, with this server's own rejection
 * convention as learned by discovery.
 */
import type { NumberedOperation, OperationNumber } from '../../fixtures/catalog.ts';
import { judgeExchange } from '../checks/run-checks.ts';
import type { Config } from '../core/config.ts';
import { DeadlineReached } from '../core/deadline.ts';
import { BudgetExhaustedError, HarnessError } from '../core/errors.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import type { NotEstablished } from '../core/needed-fact.ts';
import { caseOrigin } from '../core/origin.ts';
import type { CaseRecord } from '../core/run-record.ts';
import type { CutItem } from '../core/time-report.ts';
import type { DiscoveryResult } from '../discovery/index.ts';
import { OperationUnresponsive } from '../http/breaker.ts';
import type { HttpClient, SendRequest } from '../http/client.ts';
import { caseCuts } from './case-cuts.ts';
import type { CasePlan, PlannedOperation } from './case-plan.ts';
import { caseRequest } from './case-request.ts';
import { CaseSchedule } from './case-schedule.ts';
import type { CheckContexts } from './check-contexts.ts';
import { type PlanOptions, planCasePhase } from './plan-case-phase.ts';
import { shrinkFindings } from './shrink-findings.ts';

/** After this many refused connections in a row the target is gone: a harness error, not a finding. */
const MAX_REFUSED_IN_A_ROW = 5;

export interface CasePhaseResult {
  readonly findings: Finding[];
  /** What a check saw but could not judge: a fact it needs was not established. */
  readonly notEstablished: NotEstablished[];
  readonly cases: CaseRecord[];
  /** The request budget ran out before every case was sent; what was sent is kept. */
  budgetExhausted: boolean;
  /** The time budget stopped the phase (or an operation's share of it) before its plan was sent. */
  deadlineReached: boolean;
  /** Generated valid examples per operation, as planned to fit the time left. */
  examples: number;
  /** Cases of the full plan not sent, per operation, and why. */
  cut: CutItem[];
  /**
   * Operations whose cases were all sent, or whose breaker opened: what the run knows of them is
   * complete (the others were cut by the user's budgets).
   */
  readonly completed: OperationNumber[];
}

/**
 * `time`: cases are planned to what fits, and each operation gets an even share of it (see
 * `case-schedule.ts`); `contexts`: what each check reads, built once from discovery's conventions;
 * `rateVersion`: changes when the learned rate limit does, so the plan is redone.
 */
export type CasePhaseOptions = PlanOptions & {
  readonly contexts: CheckContexts;
  readonly rateVersion?: () => number;
  /** The run's sending time (its budget less the reports' reserve); default `MAX_DURATION`. */
  readonly sendingMs?: number;
};

/** The plan of some operations, again, on the time left now. */
type Replan = (ops: readonly NumberedOperation[]) => CasePlan;

export async function executeCases(
  client: HttpClient,
  ops: readonly NumberedOperation[],
  discovery: DiscoveryResult,
  config: Config,
  opts: CasePhaseOptions,
): Promise<CasePhaseResult> {
  const first = planCasePhase(ops, discovery, config, opts);
  // Replanning rewrites the entries of the operations not yet run; the cuts are read off the last plan.
  // A check's slice stays marked as one: what it left out is its plan's cut, not the time budget's.
  const plan = {
    examples: first.examples,
    operations: [...first.operations],
    ...(first.checkSlice && { checkSlice: first.checkSlice }),
  };
  const replan: Replan = (some) => planCasePhase(some, discovery, config, opts);
  const schedule = new CaseSchedule({
    ...(opts.time !== undefined && { time: opts.time }),
    budgetMs: opts.sendingMs ?? config.maxDurationMs,
    serverWaitMs: () => client.serverWaitMs,
    ...(opts.rateVersion !== undefined && { rateVersion: opts.rateVersion }),
  });
  const result: CasePhaseResult = {
    findings: [],
    notEstablished: [],
    cases: [],
    budgetExhausted: false,
    deadlineReached: false,
    examples: plan.examples,
    cut: [],
    completed: [],
  };
  try {
    await sendAll(client, ops, discovery, opts, { plan, replan, schedule }, result);
  } catch (err) {
    if (err instanceof BudgetExhaustedError) result.budgetExhausted = true;
    else if (err instanceof DeadlineReached) result.deadlineReached = true;
    else throw err;
  }
  result.examples = plan.examples;
  result.cut = caseCuts(plan, result, opts.breaker);
  return result;
}

interface Planning {
  readonly plan: { examples: number; readonly operations: PlannedOperation[] };
  readonly replan: Replan;
  readonly schedule: CaseSchedule;
}

async function sendAll(
  client: HttpClient,
  ops: readonly NumberedOperation[],
  discovery: DiscoveryResult,
  opts: CasePhaseOptions,
  { plan, replan, schedule }: Planning,
  result: CasePhaseResult,
): Promise<void> {
  const { findings, cases } = result;
  let refusedInARow = 0;
  for (let index = 0; index < plan.operations.length; index++) {
    const planned = plan.operations[index];
    const op = ops.find((o) => o.number === planned?.operation);
    const d = discovery.operations.find((x) => x.operation === planned?.operation);
    const ctx = planned && opts.contexts.get(planned.operation);
    if (!planned || !op || !d || !ctx) continue;
    const share = schedule.share(plan.operations.length - index);
    const firstFinding = findings.length;
    const firstCase = cases.length;
    for (const c of planned.cases) {
      if (!share.open()) {
        result.deadlineReached = true;
        break;
      }
      const ex = await sendUnlessUnresponsive(client, caseRequest(op, c));
      if (ex === undefined) break;
      refusedInARow = ex.failure?.kind === 'refused' ? refusedInARow + 1 : 0;
      if (refusedInARow >= MAX_REFUSED_IN_A_ROW) {
        throw new HarnessError(
          'UNREACHABLE',
          `target ${client.baseUrl.origin} stopped accepting connections`,
        );
      }
      cases.push({ case: c, exchangeId: ex.id });
      const judged = judgeExchange(ex, caseOrigin(c), ctx);
      findings.push(...judged.findings);
      result.notEstablished.push(...judged.notEstablished);
    }
    const opCases = cases.slice(firstCase);
    const opFindings = findings.slice(firstFinding);
    if (opCases.length === planned.cases.length || opts.breaker?.isOpen(op.number)) {
      result.completed.push(op.number);
    }
    const replay = { knownIds: d.pathParams, knowledge: d.knowledge, sideEffectsAllowed: opts.sideEffects };
    if (share.open() && !opts.breaker?.isOpen(op.number)) {
      // Shrunk findings go first so deduplication keeps them over the originals they came from.
      const shrunk = await shrinkFindings(client, op, ctx, opCases, opFindings, replay).catch(
        (err: unknown) => {
          if (err instanceof OperationUnresponsive) return [];
          throw err;
        },
      );
      findings.splice(firstFinding, 0, ...shrunk);
    }
    if (schedule.replanNeeded(share.overran()) && index + 1 < plan.operations.length)
      replanRest(plan, index + 1, ops, replan);
  }
}

/** The operations from `from` on, planned again on the time now left (their full plans unchanged). */
function replanRest(plan: Planning['plan'], from: number, ops: readonly NumberedOperation[], replan: Replan) {
  const rest = plan.operations.slice(from).flatMap((p) => ops.find((o) => o.number === p.operation) ?? []);
  const again = replan(rest);
  for (const p of again.operations) {
    const at = plan.operations.findIndex((q, i) => i >= from && q.operation === p.operation);
    if (at >= 0) plan.operations[at] = p;
  }
  plan.examples = Math.min(plan.examples, again.examples);
}

/** The exchange, or `undefined` when the operation's breaker is open (nothing was sent). */
async function sendUnlessUnresponsive(client: HttpClient, req: SendRequest): Promise<Exchange | undefined> {
  try {
    return await client.send(req);
  } catch (err) {
    if (err instanceof OperationUnresponsive) return undefined;
    throw err;
  }
}

/**
 * @module The case phase: for each operation, the generated cases (valid, edge, negative, path and
 * auth variants) are sent and judged by the registered checks, with this server's own rejection
 * convention as learned by discovery.
 */
import type { NumberedOperation, OperationNumber } from '../../fixtures/catalog.ts';
import { runChecks } from '../checks/run-checks.ts';
import type { Config } from '../core/config.ts';
import { DeadlineReached } from '../core/deadline.ts';
import { BudgetExhaustedError, HarnessError } from '../core/errors.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import { caseOrigin } from '../core/origin.ts';
import type { CaseRecord } from '../core/run-record.ts';
import type { CutItem } from '../core/time-report.ts';
import type { DiscoveryResult } from '../discovery/discovery-result.ts';
import { OperationUnresponsive } from '../http/breaker.ts';
import type { HttpClient, SendRequest } from '../http/client.ts';
import { caseCuts } from './case-cuts.ts';
import type { CasePlan } from './case-plan.ts';
import { caseRequest } from './case-request.ts';
import type { CheckContexts } from './check-contexts.ts';
import { type PlanOptions, planCasePhase } from './plan-case-phase.ts';
import { shrinkFindings } from './shrink-findings.ts';

/** After this many refused connections in a row the target is gone: a harness error, not a finding. */
const MAX_REFUSED_IN_A_ROW = 5;

export interface CasePhaseResult {
  readonly findings: Finding[];
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
 * `time`: cases are planned to what fits, and each operation gets an even share of it; `contexts`:
 * what each check reads, built once from discovery's conventions.
 */
export type CasePhaseOptions = PlanOptions & { readonly contexts: CheckContexts };

export async function executeCases(
  client: HttpClient,
  ops: readonly NumberedOperation[],
  discovery: DiscoveryResult,
  config: Config,
  opts: CasePhaseOptions,
): Promise<CasePhaseResult> {
  const plan = planCasePhase(ops, discovery, config, opts);
  const result: CasePhaseResult = {
    findings: [],
    cases: [],
    budgetExhausted: false,
    deadlineReached: false,
    examples: plan.examples,
    cut: [],
    completed: [],
  };
  try {
    await sendAll(client, ops, discovery, opts, plan, result);
  } catch (err) {
    if (err instanceof BudgetExhaustedError) result.budgetExhausted = true;
    else if (err instanceof DeadlineReached) result.deadlineReached = true;
    else throw err;
  }
  result.cut = caseCuts(plan, result, opts.breaker);
  return result;
}

async function sendAll(
  client: HttpClient,
  ops: readonly NumberedOperation[],
  discovery: DiscoveryResult,
  opts: CasePhaseOptions,
  plan: CasePlan,
  result: CasePhaseResult,
): Promise<void> {
  const { findings, cases } = result;
  let refusedInARow = 0;
  for (const [index, planned] of plan.operations.entries()) {
    const op = ops.find((o) => o.number === planned.operation);
    const d = discovery.operations.find((x) => x.operation === planned.operation);
    const ctx = opts.contexts.get(planned.operation);
    if (!op || !d || !ctx) continue;
    // An even share of the time left, so a slow or rate-limited operation cannot starve the later ones.
    const time = opts.time;
    const shareEnd =
      time === undefined
        ? undefined
        : Date.now() + time.deadline.remainingMs() / (plan.operations.length - index);
    const inShare = () => shareEnd === undefined || Date.now() < shareEnd;
    const firstFinding = findings.length;
    const firstCase = cases.length;
    for (const c of planned.cases) {
      if (!inShare()) {
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
      findings.push(...runChecks(ex, caseOrigin(c), ctx));
    }
    const opCases = cases.slice(firstCase);
    const opFindings = findings.slice(firstFinding);
    if (opCases.length === planned.cases.length || opts.breaker?.isOpen(op.number)) {
      result.completed.push(op.number);
    }
    const replay = { knownIds: d.pathParams, knowledge: d.knowledge, sideEffectsAllowed: opts.sideEffects };
    if (!inShare() || opts.breaker?.isOpen(op.number)) continue;
    // Shrunk findings go first so deduplication keeps them over the originals they came from.
    const shrunk = await shrinkFindings(client, op, ctx, opCases, opFindings, replay).catch(
      (err: unknown) => {
        if (err instanceof OperationUnresponsive) return [];
        throw err;
      },
    );
    findings.splice(firstFinding, 0, ...shrunk);
  }
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

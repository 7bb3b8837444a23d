/**
 * @module The case phase: for each operation, the generated cases (valid, edge, negative, path and
 * auth variants) are sent and judged by the registered checks, with this server's own rejection
 * convention as learned by discovery.
 */
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import { defaultIsRejection } from '../checks/rejected.ts';
import { runChecks } from '../checks/run-checks.ts';
import type { CheckContext } from '../checks/types.ts';
import type { Config } from '../core/config.ts';
import { DeadlineReached } from '../core/deadline.ts';
import { BudgetExhaustedError, HarnessError } from '../core/errors.ts';
import type { Exchange, RecordedResponse } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import type { CaseRecord } from '../core/run-record.ts';
import type { CutItem } from '../core/time-report.ts';
import type { DiscoveryResult, OperationDiscovery } from '../discovery/discovery-result.ts';
import { isFailureEnvelope } from '../discovery/error-parsers/index.ts';
import { OperationUnresponsive } from '../http/breaker.ts';
import type { HttpClient, SendRequest } from '../http/client.ts';
import { caseCuts } from './case-cuts.ts';
import type { CasePlan } from './case-plan.ts';
import { caseRequest } from './case-request.ts';
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
}

/** `time`: cases are planned to what fits, and each operation gets an even share of it. */
export type CasePhaseOptions = PlanOptions;

function rejectionOf(d: OperationDiscovery): (res: RecordedResponse) => boolean {
  return (res) =>
    d.rejection.statuses.includes(res.status) ||
    (d.rejection.failureEnvelope && res.status < 300 && isFailureEnvelope(res.json)) ||
    defaultIsRejection(res);
}

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
  };
  try {
    await sendAll(client, ops, discovery, config, opts, plan, result);
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
  config: Config,
  opts: CasePhaseOptions,
  plan: CasePlan,
  result: CasePhaseResult,
): Promise<void> {
  const { findings, cases } = result;
  let refusedInARow = 0;
  const publicOperations = new Set(
    discovery.observations.flatMap((o) =>
      o.kind === 'auth' && o.requirement === 'none' ? [o.operation] : [],
    ),
  );
  const bodyIgnoredOperations = new Set(
    discovery.observations.flatMap((o) =>
      o.kind === 'get_body' && o.handling === 'ignored' ? [o.operation] : [],
    ),
  );
  for (const [index, planned] of plan.operations.entries()) {
    const op = ops.find((o) => o.number === planned.operation);
    const d = discovery.operations.find((x) => x.operation === planned.operation);
    if (!op || !d) continue;
    // An even share of the time left, so a slow or rate-limited operation cannot starve the later ones.
    const time = opts.time;
    const shareEnd =
      time === undefined
        ? undefined
        : Date.now() + time.deadline.remainingMs() / (plan.operations.length - index);
    const inShare = () => shareEnd === undefined || Date.now() < shareEnd;
    const ctx: CheckContext = {
      op,
      isRejection: rejectionOf(d),
      isPublic: publicOperations.has(op.number),
      bodyIgnored: bodyIgnoredOperations.has(op.number),
      responseTimeMs: config.responseTimeMs,
    };
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
      findings.push(...runChecks(ex, c, ctx));
    }
    const opCases = cases.slice(firstCase);
    const opFindings = findings.slice(firstFinding);
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

/**
 * @module The case phase: for each operation, the generated cases (valid, edge, negative, path and
 * auth variants) are sent and judged by the registered checks, with this server's own rejection
 * convention as learned by discovery.
 */
import type { OperationDef } from '../../fixtures/operation-def.ts';
import { buildCases } from '../../generators/build-cases.ts';
import { runChecks } from '../checks/run-checks.ts';
import type { Case } from '../core/case.ts';
import type { Config } from '../core/config.ts';
import { BudgetExhaustedError, HarnessError } from '../core/errors.ts';
import type { Finding } from '../core/finding.ts';
import { caseOrigin } from '../core/origin.ts';
import type { CaseRecord } from '../core/run-record.ts';
import type { DiscoveryResult, OperationDiscovery } from '../discovery/discovery-result.ts';
import type { HttpClient } from '../http/client.ts';
import { caseRequest } from './case-request.ts';
import type { CheckContexts } from './check-contexts.ts';
import { shrinkFindings } from './shrink-findings.ts';

/** After this many refused connections in a row the target is gone: a harness error, not a finding. */
const MAX_REFUSED_IN_A_ROW = 5;

export interface CasePhaseResult {
  readonly findings: Finding[];
  readonly cases: CaseRecord[];
  /** The request budget ran out before every case was sent; what was sent is kept. */
  budgetExhausted: boolean;
  /** Operations whose cases were all sent (and shrunk): what the run knows of them is complete. */
  readonly completed: number[];
}

function casesFor(
  op: OperationDef,
  d: OperationDiscovery,
  config: Config,
  sideEffects: boolean,
  hasTokenB: boolean,
): Case[] {
  return buildCases(op, {
    seed: config.seed,
    examples: config.examples,
    knownIds: d.pathParams,
    knowledge: d.knowledge,
    sideEffectsAllowed: sideEffects,
  }).filter((c) => hasTokenB || c.auth !== 'other_tenant');
}

export async function executeCases(
  client: HttpClient,
  ops: readonly OperationDef[],
  discovery: DiscoveryResult,
  config: Config,
  opts: { sideEffects: boolean; hasTokenB: boolean; contexts: CheckContexts },
): Promise<CasePhaseResult> {
  const result: CasePhaseResult = { findings: [], cases: [], budgetExhausted: false, completed: [] };
  try {
    await sendAll(client, ops, discovery, config, opts, result);
  } catch (err) {
    if (!(err instanceof BudgetExhaustedError)) throw err;
    result.budgetExhausted = true;
  }
  return result;
}

async function sendAll(
  client: HttpClient,
  ops: readonly OperationDef[],
  discovery: DiscoveryResult,
  config: Config,
  opts: { sideEffects: boolean; hasTokenB: boolean; contexts: CheckContexts },
  { findings, cases, completed }: CasePhaseResult,
): Promise<void> {
  let refusedInARow = 0;
  for (const op of ops) {
    const d = discovery.operations.find((x) => x.operation === op.number);
    const ctx = opts.contexts.get(op.number);
    if (!d || d.skipped !== undefined || ctx === undefined) continue;
    const firstFinding = findings.length;
    const firstCase = cases.length;
    for (const c of casesFor(op, d, config, opts.sideEffects, opts.hasTokenB)) {
      const ex = await client.send(caseRequest(op, c));
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
    const replay = { knownIds: d.pathParams, knowledge: d.knowledge, sideEffectsAllowed: opts.sideEffects };
    // Shrunk findings go first so deduplication keeps them over the originals they came from.
    findings.splice(firstFinding, 0, ...(await shrinkFindings(client, op, ctx, opCases, opFindings, replay)));
    completed.push(op.number);
  }
}

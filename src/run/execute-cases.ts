/**
 * @module The case phase: for each operation, the generated cases (valid, edge, negative, path and
 * auth variants) are sent and judged by the registered checks, with this server's own rejection
 * convention as learned by discovery.
 */
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import { buildCases } from '../../generators/build-cases.ts';
import { defaultIsRejection } from '../checks/rejected.ts';
import { runChecks } from '../checks/run-checks.ts';
import type { CheckContext } from '../checks/types.ts';
import type { Case } from '../core/case.ts';
import type { Config } from '../core/config.ts';
import { BudgetExhaustedError, HarnessError } from '../core/errors.ts';
import type { RecordedResponse } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import type { CaseRecord } from '../core/run-record.ts';
import type { DiscoveryResult, OperationDiscovery } from '../discovery/discovery-result.ts';
import { isFailureEnvelope } from '../discovery/error-parsers/index.ts';
import type { HttpClient } from '../http/client.ts';
import { caseRequest } from './case-request.ts';
import { shrinkFindings } from './shrink-findings.ts';

/** After this many refused connections in a row the target is gone: a harness error, not a finding. */
const MAX_REFUSED_IN_A_ROW = 5;

export interface CasePhaseResult {
  readonly findings: Finding[];
  readonly cases: CaseRecord[];
  /** The request budget ran out before every case was sent; what was sent is kept. */
  budgetExhausted: boolean;
}

function rejectionOf(d: OperationDiscovery): (res: RecordedResponse) => boolean {
  return (res) =>
    d.rejection.statuses.includes(res.status) ||
    (d.rejection.failureEnvelope && res.status < 300 && isFailureEnvelope(res.json)) ||
    defaultIsRejection(res);
}

function casesFor(
  op: NumberedOperation,
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
  ops: readonly NumberedOperation[],
  discovery: DiscoveryResult,
  config: Config,
  opts: { sideEffects: boolean; hasTokenB: boolean },
): Promise<CasePhaseResult> {
  const result: CasePhaseResult = { findings: [], cases: [], budgetExhausted: false };
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
  ops: readonly NumberedOperation[],
  discovery: DiscoveryResult,
  config: Config,
  opts: { sideEffects: boolean; hasTokenB: boolean },
  { findings, cases }: CasePhaseResult,
): Promise<void> {
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
  for (const op of ops) {
    const d = discovery.operations.find((x) => x.operation === op.number);
    if (!d || d.skipped !== undefined) continue;
    const ctx: CheckContext = {
      op,
      isRejection: rejectionOf(d),
      isPublic: publicOperations.has(op.number),
      bodyIgnored: bodyIgnoredOperations.has(op.number),
      responseTimeMs: config.responseTimeMs,
    };
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
      findings.push(...runChecks(ex, c, ctx));
    }
    const opCases = cases.slice(firstCase);
    const opFindings = findings.slice(firstFinding);
    const replay = { knownIds: d.pathParams, knowledge: d.knowledge, sideEffectsAllowed: opts.sideEffects };
    // Shrunk findings go first so deduplication keeps them over the originals they came from.
    findings.splice(firstFinding, 0, ...(await shrinkFindings(client, op, ctx, opCases, opFindings, replay)));
  }
}

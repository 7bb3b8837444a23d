/**
 * @module Running the checks: on one exchange (the exchange checks on any exchange, the case
 * checks only on a case's), on all the exchanges of one operation (the operation checks), turning
 * drafts into findings (key, case or probe, seed, curl, policy verdict). A draft of a check whose
 * needed fact this run did not establish (the guard, `established-facts.ts`) is no finding: it is
 * kept as "not established", with the reason.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { CheckName } from '../core/check-name.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import type { NotEstablished } from '../core/needed-fact.ts';
import { type Origin, originId } from '../core/origin.ts';
import { toCurl } from '../http/curl.ts';
import { asksToWait } from '../http/retry-after.ts';
import { caseCurl } from './case-curl.ts';
import { unestablished } from './established-facts.ts';
import { allChecks } from './index.ts';
import { MAX_EXCHANGE_IDS } from './merge-findings.ts';
import { applyPolicy } from './policy.ts';
import type { Check, CheckContext, FindingDraft, JudgedExchange, OperationDraft } from './types.ts';

export function findingKey(check: string, operation: OperationNumber, cause: string): string {
  return `${check}|${operation}|${cause}`;
}

function draftsOf(check: Check<CheckName>, ex: Exchange, origin: Origin, ctx: CheckContext) {
  switch (check.scope) {
    case 'exchange':
      return check.run(ex, origin, ctx);
    case 'case':
      return origin.kind === 'case' ? check.run(ex, origin.case, ctx) : [];
    case 'operation':
      return [];
    default:
      return check satisfies never;
  }
}

/** What the checks said of some exchanges: findings, and the verdicts a missing fact held back. */
export interface Judged {
  readonly findings: Finding[];
  readonly notEstablished: NotEstablished[];
}

/** One check's drafts, each a finding or, when a fact it needs was not established, held back. */
function settle<D extends FindingDraft<CheckName>>(
  check: Check<CheckName>,
  drafts: readonly D[],
  ctx: CheckContext,
  toFindingOf: (d: D) => Finding,
): Judged {
  const missing = unestablished(check.needs, ctx.facts);
  if (missing === undefined) return { findings: drafts.map(toFindingOf), notEstablished: [] };
  const operation = ctx.op.number;
  const notEstablished = drafts.map((d) => {
    const { caseId, exchangeIds, occurrences } = toFindingOf(d);
    const key = findingKey(d.check, operation, missing.fact);
    return { key, check: d.check, operation, ...missing, seen: d.title, caseId, exchangeIds, occurrences };
  });
  return { findings: [], notEstablished };
}

function joined(all: readonly Judged[]): Judged {
  return {
    findings: all.flatMap((j) => j.findings),
    notEstablished: all.flatMap((j) => j.notEstablished),
  };
}

/** Every check that applies to one exchange. */
export function judgeExchange(
  ex: Exchange,
  origin: Origin,
  ctx: CheckContext,
  checks: readonly Check<CheckName>[] = allChecks,
): Judged {
  // "Wait and resend" is the harness's to obey, never a fact about the request: not judged.
  if (asksToWait(ex.response)) return { findings: [], notEstablished: [] };
  const reproducer = { exchange: ex, origin };
  return joined(
    checks.map((check) =>
      settle(check, draftsOf(check, ex, origin, ctx), ctx, (d) =>
        toFinding(d, reproducer, [ex.id], ctx.op.number),
      ),
    ),
  );
}

/** The findings of `judgeExchange` (what shrinking and the tests look for). */
export function runChecks(
  ex: Exchange,
  origin: Origin,
  ctx: CheckContext,
  checks: readonly Check<CheckName>[] = allChecks,
): Finding[] {
  return judgeExchange(ex, origin, ctx, checks).findings;
}

/** An operation draft's finding: its first exchange (never absent, filtered above) reproduces it. */
function operationFinding(d: OperationDraft<CheckName>, operation: OperationNumber): Finding {
  const [first] = d.evidence as [JudgedExchange, ...JudgedExchange[]];
  const ids = d.evidence.slice(0, MAX_EXCHANGE_IDS).map((j) => j.exchange.id);
  return { ...toFinding(d, first, ids, operation), occurrences: d.evidence.length };
}

/** The operation checks, over every exchange of one operation (discovery's and the cases'). */
export function judgeOperation(
  judged: readonly JudgedExchange[],
  ctx: CheckContext,
  checks: readonly Check<CheckName>[] = allChecks,
): Judged {
  const answered = judged.filter((j) => !asksToWait(j.exchange.response));
  return joined(
    checks.map((check) => {
      if (check.scope !== 'operation') return { findings: [], notEstablished: [] };
      const drafts = check.run(answered, ctx).filter((d) => d.evidence.length > 0);
      return settle(check, drafts, ctx, (d) => operationFinding(d, ctx.op.number));
    }),
  );
}

/** The findings of `judgeOperation`. */
export function runOperationChecks(
  judged: readonly JudgedExchange[],
  ctx: CheckContext,
  checks: readonly Check<CheckName>[] = allChecks,
): Finding[] {
  return judgeOperation(judged, ctx, checks).findings;
}

function curlOf({ exchange, origin }: JudgedExchange): string {
  // A probe's recorded body is what was sent; a case's own body is never cut short.
  return origin.kind === 'case'
    ? caseCurl(exchange, origin.case)
    : toCurl(exchange.request, { otherTenant: origin.auth === 'other_tenant' });
}

function toFinding(
  d: FindingDraft<CheckName>,
  reproducer: JudgedExchange,
  exchangeIds: readonly string[],
  operation: OperationNumber,
): Finding {
  const { origin } = reproducer;
  const c = origin.kind === 'case' ? origin.case : undefined;
  return {
    key: findingKey(d.check, operation, d.cause),
    check: d.check,
    operation,
    severity: d.severity,
    title: d.title,
    expected: d.expected,
    actual: d.actual,
    caseId: originId(origin),
    ...(c !== undefined && { scenario: c.scenario }),
    seed: c?.seed ?? (origin.kind === 'discovery' ? origin.seed : 0),
    ...(c?.fcPath !== undefined && { fcPath: c.fcPath }),
    exchangeIds,
    curl: curlOf(reproducer),
    fails: applyPolicy(d),
    occurrences: 1,
  };
}

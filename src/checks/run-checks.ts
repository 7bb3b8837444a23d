/**
 * @module Running the checks: on one exchange (the exchange checks on any exchange, the case
 * checks only on a case's), on all the exchanges of one operation (the operation checks), turning
 * drafts into findings (key, case or probe, seed, curl, policy verdict), and merging findings that
 * share a key.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { type CheckName, checkNames } from '../core/check-name.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import { type Origin, originId } from '../core/origin.ts';
import { toCurl } from '../http/curl.ts';
import { asksToWait } from '../http/retry-after.ts';
import { caseCurl } from './case-curl.ts';
import { allChecks } from './index.ts';
import { applyPolicy } from './policy.ts';
import type { Check, CheckContext, FindingDraft, JudgedExchange } from './types.ts';

/** Exchange ids kept per merged finding: enough to look at, not a dump. */
export const MAX_EXCHANGE_IDS = 20;

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

export function runChecks(
  ex: Exchange,
  origin: Origin,
  ctx: CheckContext,
  checks: readonly Check<CheckName>[] = allChecks,
): Finding[] {
  // "Wait and resend" is the harness's to obey, never a fact about the request: not judged.
  if (asksToWait(ex.response)) return [];
  const drafts = checks.flatMap((check) => draftsOf(check, ex, origin, ctx));
  return drafts.map((d) => toFinding(d, { exchange: ex, origin }, [ex.id], ctx.op.number));
}

/** The operation checks, over every exchange of one operation (discovery's and the cases'). */
export function runOperationChecks(
  judged: readonly JudgedExchange[],
  ctx: CheckContext,
  checks: readonly Check<CheckName>[] = allChecks,
): Finding[] {
  const answered = judged.filter((j) => !asksToWait(j.exchange.response));
  return checks.flatMap((check) => {
    if (check.scope !== 'operation') return [];
    return check.run(answered, ctx).flatMap((d) => {
      const [first] = d.evidence;
      if (first === undefined) return [];
      const ids = d.evidence.slice(0, MAX_EXCHANGE_IDS).map((j) => j.exchange.id);
      return [{ ...toFinding(d, first, ids, ctx.op.number), occurrences: d.evidence.length }];
    });
  });
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

/** By operation, then in the order of the check names (stable: first-seen order within a check). */
export function orderFindings(findings: readonly Finding[]): Finding[] {
  const rank = (f: Finding) => checkNames.indexOf(f.check);
  return [...findings].sort((a, b) => a.operation - b.operation || rank(a) - rank(b));
}

/** One finding per key, in first-seen order: the first kept, occurrences summed, ids appended. */
export function dedupeFindings(findings: readonly Finding[]): Finding[] {
  const merged = new Map<string, Finding>();
  for (const f of findings) {
    const first = merged.get(f.key);
    merged.set(
      f.key,
      first === undefined
        ? f
        : {
            ...first,
            occurrences: first.occurrences + f.occurrences,
            exchangeIds: [...first.exchangeIds, ...f.exchangeIds].slice(0, MAX_EXCHANGE_IDS),
          },
    );
  }
  return [...merged.values()];
}

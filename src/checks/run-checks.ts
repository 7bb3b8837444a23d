/**
 * @module Running the checks on one exchange, turning drafts into findings (key, case, seed,
 * curl, policy verdict), and merging findings that share a key.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Case } from '../core/case.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import { caseCurl } from './case-curl.ts';
import { allChecks, type CheckName } from './index.ts';
import { applyPolicy } from './policy.ts';
import type { Check, CheckContext } from './types.ts';

/** Exchange ids kept per merged finding: enough to look at, not a dump. */
export const MAX_EXCHANGE_IDS = 20;

export function findingKey(check: string, operation: OperationNumber, cause: string): string {
  return `${check}|${operation}|${cause}`;
}

export function runChecks(
  ex: Exchange,
  c: Case,
  ctx: CheckContext,
  checks: readonly Check<CheckName>[] = allChecks,
): Finding[] {
  const drafts = checks.flatMap((check) => check.run(ex, c, ctx));
  if (drafts.length === 0) return [];
  const curl = caseCurl(ex, c);
  return drafts.map((d) => ({
    key: findingKey(d.check, c.operation, d.cause),
    check: d.check,
    operation: c.operation,
    severity: d.severity,
    title: d.title,
    expected: d.expected,
    actual: d.actual,
    caseId: c.id,
    scenario: c.scenario,
    seed: c.seed,
    ...(c.fcPath !== undefined && { fcPath: c.fcPath }),
    exchangeIds: [ex.id],
    curl,
    fails: applyPolicy(d),
    occurrences: 1,
  }));
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

/**
 * @module Findings (and verdicts held back for want of a fact) as the reports list them: one per
 * key, occurrences summed, and in report order.
 */
import { checkNames } from '../core/check-name.ts';
import type { Finding } from '../core/finding.ts';

/** Exchange ids kept per merged finding: enough to look at, not a dump. */
export const MAX_EXCHANGE_IDS = 20;

/** By operation, then in the order of the check names (stable: first-seen order within a check). */
export function orderFindings(findings: readonly Finding[]): Finding[] {
  const rank = (f: Finding) => checkNames.indexOf(f.check);
  return [...findings].sort((a, b) => a.operation - b.operation || rank(a) - rank(b));
}

/** What deduplication needs of a finding or a held-back verdict. */
interface Keyed {
  readonly key: string;
  readonly occurrences: number;
  readonly exchangeIds: readonly string[];
}

/** One item per key, in first-seen order: the first kept, occurrences summed, ids appended. */
export function dedupeByKey<T extends Keyed>(items: readonly T[]): T[] {
  const merged = new Map<string, T>();
  for (const f of items) {
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

/** One finding per key (`dedupeByKey`). */
export const dedupeFindings = (findings: readonly Finding[]): Finding[] => dedupeByKey(findings);

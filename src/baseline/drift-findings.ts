/**
 * @module Drift as findings, one per cause (`drift-causes.ts`): titled by the cause in words, its
 * consequences listed in its classification, the requests that show it as evidence with a curl. A
 * cause the policy fails is a `drift` finding, an additive one `drift_compatible`.
 */
import { applyPolicy } from '../checks/policy.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import { toCurl } from '../http/curl.ts';
import type { Consequence, DriftCause } from './drift-causes.ts';

/** This run's exchanges that show changed facts (a disagreeing witness's replay first); none known, none. */
export type DriftEvidence = (facts: readonly string[]) => readonly Exchange[];

/** A consequence as one line: `error media type … — for an invalid body (on #1, #2)`. */
export function consequenceLine(c: Consequence): string {
  const causes = c.errorCauses && c.errorCauses.length > 0 ? ` — for ${c.errorCauses.join(', ')}` : '';
  const on = c.operations.length > 0 ? ` (on #${c.operations.join(', #')})` : '';
  return `${c.text}${causes}${on}`;
}

export function driftFindings(
  causes: readonly DriftCause[],
  seed: number,
  evidence: DriftEvidence = () => [],
): Finding[] {
  return causes.map((cause) => {
    const check = cause.breaking ? 'drift' : 'drift_compatible';
    const shown = evidence(cause.facts).slice(0, 3);
    const first = shown[0];
    return {
      key: `${check}|${cause.rule}|${cause.title}`,
      check,
      operation: cause.operations.find((o) => o !== 0) ?? 0,
      severity: cause.breaking ? 'high' : 'info',
      title: cause.title,
      expected: cause.before,
      actual: cause.after,
      caseId: 'baseline',
      seed,
      exchangeIds: shown.map((ex) => ex.id),
      curl:
        first === undefined ? '' : toCurl(first.request, { otherTenant: /other-tenant/.test(first.label) }),
      fails: applyPolicy({ check }),
      occurrences: cause.facts.length,
      classification: {
        rule: cause.rule,
        kind: cause.kind,
        operations: cause.operations,
        facts: cause.facts,
        consequences: cause.consequences.map(consequenceLine),
      },
    };
  });
}

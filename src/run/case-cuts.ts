/**
 * @module What the case phase left undone, per operation: the cases of the full plan (`EXAMPLES`
 * as configured) that were not sent, and why (the time budget, an open breaker, the request budget).
 */
import type { CaseRecord } from '../core/run-record.ts';
import type { CutItem, CutReason } from '../core/time-report.ts';
import type { OperationBreaker } from '../http/breaker.ts';
import type { CasePlan } from './case-plan.ts';

export function caseCuts(
  plan: CasePlan,
  result: { readonly cases: readonly CaseRecord[]; readonly budgetExhausted: boolean },
  breaker: OperationBreaker | undefined,
): CutItem[] {
  return plan.operations.flatMap((planned) => {
    const sent = result.cases.filter((r) => r.case.operation === planned.operation).length;
    const notSent = planned.full - sent;
    if (notSent <= 0) return [];
    const reason: CutReason = breaker?.isOpen(planned.operation)
      ? 'unresponsive'
      : result.budgetExhausted && sent < planned.cases.length
        ? 'requests'
        : // A check's slice sent whole: what it left out, its plan left out.
          plan.checkSlice && sent >= planned.cases.length
          ? 'check_plan'
          : 'time';
    return [
      {
        phase: 'cases',
        operation: planned.operation,
        reason,
        what: `${notSent} of ${planned.full} cases not sent`,
        casesNotSent: notSent,
      } satisfies CutItem,
    ];
  });
}

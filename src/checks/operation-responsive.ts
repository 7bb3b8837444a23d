/**
 * @module operation_responsive: an operation whose breaker opened (a few answers slower than
 * `RESPONSE_TIME_MS`, or timed out) is a finding naming it. Judged once per run, over the breaker's
 * trips rather than one exchange: one slow answer is `response_time`'s (recorded); a run of them
 * made the run stop testing the operation, which the policy fails.
 */
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import type { BreakerTrip } from '../http/breaker.ts';
import { toCurl } from '../http/curl.ts';
import { applyPolicy } from './policy.ts';

export const operationResponsiveName = 'operation_responsive';

export interface ResponsiveContext {
  readonly responseTimeMs: number;
  readonly requestTimeoutMs: number;
  readonly seed: number;
}

function answer(ex: Exchange): string {
  return ex.failure?.kind === 'timeout' ? 'timed out' : `${Math.round(ex.durationMs)} ms`;
}

export function operationResponsiveFindings(
  trips: readonly BreakerTrip[],
  ctx: ResponsiveContext,
): Finding[] {
  return trips.flatMap((trip) => {
    const first = trip.exchanges[0];
    if (first === undefined) return [];
    const check = operationResponsiveName;
    return [
      {
        key: `${check}|${trip.operation}|breaker`,
        check,
        operation: trip.operation,
        severity: 'high',
        title: `Operation ${trip.operation} stopped answering in time: ${trip.exchanges.length} ${trip.exchanges.length === 1 ? 'answer' : 'answers'} slower than ${ctx.responseTimeMs} ms or timed out; no more requests were sent to it`,
        expected: `answers within RESPONSE_TIME_MS (${ctx.responseTimeMs} ms), never past REQUEST_TIMEOUT_MS (${ctx.requestTimeoutMs} ms)`,
        actual: `${trip.exchanges.map(answer).join(', ')}; ${trip.refused} later requests not sent`,
        caseId: first.label,
        seed: ctx.seed,
        exchangeIds: trip.exchanges.map((ex) => ex.id),
        curl: toCurl(first.request, { otherTenant: false }),
        fails: applyPolicy({ check }),
        occurrences: trip.exchanges.length,
      },
    ];
  });
}

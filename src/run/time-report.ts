/**
 * @module The run's time report: the budget, when sending stopped, the rate limit that sized the
 * case phase, and everything cut (operations discovery never reached, probes cut short, cases not
 * sent, operations whose breaker opened).
 */
import type { Exchange } from '../core/exchange.ts';
import type { Observation, RateLimitFact } from '../core/observation.ts';
import type { CutItem, TimeReport } from '../core/time-report.ts';
import type { DiscoveryResult } from '../discovery/index.ts';
import type { BreakerTrip } from '../http/breaker.ts';
import type { CasePhaseResult } from './execute-cases.ts';

export interface TimeReportInput {
  readonly maxDurationMs: number;
  readonly startedAt: number;
  readonly configuredExamples: number;
  readonly discovery: DiscoveryResult;
  readonly cases: Pick<CasePhaseResult, 'cut' | 'examples' | 'deadlineReached'>;
  readonly trips: readonly BreakerTrip[];
  readonly rateLimit: RateLimitFact | undefined;
  readonly exchanges: readonly Exchange[];
  /** `UPDATE_BASELINE` is set but discovery was cut: no baseline was recorded. */
  readonly baselineCut: boolean;
}

const cutByTime = (o: Observation) =>
  o.kind === 'undetermined' && (o.topic === 'time budget' || o.reason.startsWith('cut by the time budget'));

/** Discovery itself ran out of time (not only a limit probe cut short). */
export function discoveryCutByTime(discovery: DiscoveryResult): boolean {
  return discovery.observations.some((o) => o.kind === 'undetermined' && o.topic === 'time budget');
}

const baselineItem: CutItem = {
  phase: 'discovery',
  reason: 'time',
  what: 'BASELINE: no baseline recorded (facts discovery did not reach would be missing from it); raise MAX_DURATION',
};

function discoveryCuts(input: TimeReportInput): CutItem[] {
  const timed = input.discovery.observations.filter(cutByTime);
  if (timed.length === 0) return [];
  const probed = new Set(
    input.exchanges.filter((ex) => ex.label.startsWith('discovery:')).map((ex) => ex.operation),
  );
  const tripped = new Set(input.trips.map((t) => t.operation));
  const notProbed = input.discovery.operations.filter(
    (d) => d.skipped === undefined && !probed.has(d.operation) && !tripped.has(d.operation),
  );
  return [
    ...timed.map(
      (o): CutItem => ({
        phase: 'discovery',
        ...(o.kind === 'undetermined' && o.operation !== undefined && { operation: o.operation }),
        reason: 'time',
        what: o.kind === 'undetermined' ? `${o.topic}: ${o.reason}` : 'probes',
      }),
    ),
    ...notProbed.map(
      (d): CutItem => ({
        phase: 'discovery',
        operation: d.operation,
        reason: 'time',
        what: 'not probed (nothing learned; its cases use the document only)',
      }),
    ),
  ];
}

function breakerCuts(trips: readonly BreakerTrip[], caseCuts: readonly CutItem[]): CutItem[] {
  return trips
    .filter((t) => !caseCuts.some((c) => c.operation === t.operation))
    .map((t) => ({
      phase: t.exchanges.some((ex) => ex.label.startsWith('discovery:')) ? 'discovery' : 'cases',
      operation: t.operation,
      reason: 'unresponsive',
      what: `no requests after ${t.exchanges.length} slow or timed-out answers (${t.refused} not sent, no cases)`,
    }));
}

export function timeReportOf(input: TimeReportInput): TimeReport {
  const last = input.exchanges.at(-1);
  const lastEnd = last === undefined ? input.startedAt : Date.parse(last.startedAt) + last.durationMs;
  const discovery = discoveryCuts(input);
  return {
    maxDurationMs: input.maxDurationMs,
    sendingMs: Math.max(0, Math.round(lastEnd - input.startedAt)),
    deadlineReached: input.cases.deadlineReached || discovery.length > 0,
    ...(input.rateLimit !== undefined && { rateLimit: input.rateLimit }),
    examples: { configured: input.configuredExamples, planned: input.cases.examples },
    cut: [
      ...discovery,
      ...(input.baselineCut ? [baselineItem] : []),
      ...breakerCuts(input.trips, input.cases.cut),
      ...input.cases.cut,
    ],
  };
}

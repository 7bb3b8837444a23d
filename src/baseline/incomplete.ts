/**
 * @module The operations a run did not finish learning, whose missing facts are "not established"
 * rather than "gone": those whose breaker opened, those the time budget cut, and every operation
 * when discovery as a whole ran out of time or requests (its phases probe all operations in turn,
 * so a cut phase leaves every operation short).
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Observation } from '../core/observation.ts';
import type { TimeReport } from '../core/time-report.ts';

export function incompleteOperations(
  time: TimeReport,
  unresponsive: readonly OperationNumber[],
  observations: readonly Observation[],
  all: readonly OperationNumber[],
): Set<OperationNumber> {
  const discoveryCuts = time.cut.filter((c) => c.phase === 'discovery');
  const wholeCut =
    discoveryCuts.some((c) => c.operation === undefined) ||
    observations.some(
      (o) => o.kind === 'undetermined' && o.operation === undefined && /budget/.test(o.topic),
    );
  if (wholeCut) return new Set(all);
  return new Set([
    ...unresponsive,
    ...discoveryCuts.flatMap((c) => (c.operation === undefined ? [] : [c.operation as OperationNumber])),
  ]);
}

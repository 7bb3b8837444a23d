/**
 * @module The failing findings of a run as replayable regressions (`regressions.json`). Copy one into
 * `fixtures/regressions/` to keep it: `tests/e2e/regressions.test.ts` replays every file there.
 */
import type { Finding } from '../core/finding.ts';
import type { Regression } from '../core/regression.ts';
import type { CaseRecord } from '../core/run-record.ts';
import type { DiscoveryResult } from '../discovery/index.ts';

export function regressionsOf(
  findings: readonly Finding[],
  cases: readonly CaseRecord[],
  discovery: DiscoveryResult,
  sideEffectsAllowed: boolean,
): Regression[] {
  return findings.flatMap((f) => {
    const c = cases.find((r) => r.case.id === f.caseId.replace(/:shrunk$/, ''))?.case;
    const d = discovery.operations.find((o) => o.operation === f.operation);
    if (!f.fails || !c || !d) return [];
    return [
      {
        check: f.check,
        title: f.title,
        stored: {
          seed: c.seed,
          ...((f.fcPath ?? c.fcPath) !== undefined && { path: f.fcPath ?? c.fcPath }),
          operation: c.operation,
          scenario: c.scenario,
          caseId: c.id,
        },
        replay: { knownIds: d.pathParams, knowledge: d.knowledge, sideEffectsAllowed },
      },
    ];
  });
}

/**
 * @module `gap-report.md`: every "not shown" line of the service document, answered from the run's
 * observations with evidence (the sections are in `gap-report/`).
 */
import type { RunRecord } from '../core/run-record.ts';
import { declaredExceptionLines } from './declared-exceptions.ts';
import { writeGapReport } from './gap-report/gap-report.ts';
import { observedMeta, recordOperations } from './openapi-json.ts';
import { trafficSection } from './traffic-lines.ts';

export function writeGapReportMd(run: RunRecord): string {
  // A check's carried facts may cite the baseline run's own exchanges (`baseline:` ids).
  const exchanges = [...run.exchanges, ...(run.baselineExchanges ?? [])];
  const report = writeGapReport(run, recordOperations(run), exchanges, observedMeta(run));
  const declared = declaredExceptionLines(run);
  const traffic = trafficSection(run.meta.traffic);
  // The team's declaration is not an answer from probing: its own section, after the probed ones.
  const tail = [
    ...(declared.length === 0 ? [] : ['## Declared exceptions (public on purpose)', '', ...declared]),
    ...traffic,
  ];
  return tail.length === 0 ? report : `${report}\n${tail.join('\n')}\n`;
}

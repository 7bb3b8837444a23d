/**
 * @module `gap-report.md`: every "not shown" line of the service document, answered from the run's
 * observations with evidence (the sections are in `gap-report/`).
 */
import type { RunRecord } from '../core/run-record.ts';
import { declaredExceptionLines } from './declared-exceptions.ts';
import { writeGapReport } from './gap-report/gap-report.ts';
import { observedMeta, recordOperations } from './openapi-json.ts';

export function writeGapReportMd(run: RunRecord): string {
  // A check's carried facts may cite the baseline run's own exchanges (`baseline:` ids).
  const exchanges = [...run.exchanges, ...(run.baselineExchanges ?? [])];
  const report = writeGapReport(run, recordOperations(run), exchanges, observedMeta(run));
  const declared = declaredExceptionLines(run);
  // The team's declaration is not an answer from probing: its own section, after the probed ones.
  if (declared.length === 0) return report;
  return `${report}\n## Declared exceptions (public on purpose)\n\n${declared.join('\n')}\n`;
}

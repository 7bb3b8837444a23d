/**
 * @module `gap-report.md`: every "not shown" line of the service document, answered from the run's
 * observations with evidence (the sections are in `gap-report/`).
 */
import type { RunRecord } from '../core/run-record.ts';
import { writeGapReport } from './gap-report/gap-report.ts';
import { observedMeta, recordOperations } from './openapi-json.ts';

export function writeGapReportMd(run: RunRecord): string {
  // A check's carried facts may cite the baseline run's own exchanges (`baseline:` ids).
  const exchanges = [...run.exchanges, ...(run.baselineExchanges ?? [])];
  return writeGapReport(run, recordOperations(run), exchanges, observedMeta(run));
}

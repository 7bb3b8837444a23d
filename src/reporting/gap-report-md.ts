/**
 * @module `gap-report.md`: every "not shown" line of the service document, answered from the run's
 * observations with evidence (the sections are in `gap-report/`).
 */
import type { RunRecord } from '../core/run-record.ts';
import { writeGapReport } from './gap-report/gap-report.ts';
import { observedMeta, recordOperations } from './openapi-json.ts';

export function writeGapReportMd(run: RunRecord): string {
  return writeGapReport(run, recordOperations(run), run.exchanges, observedMeta(run));
}

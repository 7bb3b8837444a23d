/**
 * @module `gap-report.md`: every "not shown" line of the service document, answered from the run's
 * observations with evidence (the sections are in `gap-report/`).
 */
import { operations } from '../../fixtures/catalog.ts';
import type { RunRecord } from '../core/run-record.ts';
import { writeGapReport } from './gap-report/gap-report.ts';
import { observedMeta } from './openapi-json.ts';

export function writeGapReportMd(run: RunRecord): string {
  return writeGapReport(run, operations, run.exchanges, observedMeta(run));
}

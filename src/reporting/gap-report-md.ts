/**
 * @module `gap-report.md`: every "not shown" line of the service document, answered from the run's
 * observations with evidence (the sections are in `gap-report/`).
 */
import { notEstablishedText } from '../core/needed-fact.ts';
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
  // The team's declaration is not an answer from probing: its own section, after the probed ones.
  const exceptions =
    declared.length === 0 ? '' : `\n## Declared exceptions (public on purpose)\n\n${declared.join('\n')}\n`;
  const traffic = trafficSection(run.meta.traffic);
  return `${report}${exceptions}${notJudged(run)}${traffic.length === 0 ? '' : `\n${traffic.join('\n')}`}`;
}

/** What a check saw but could not judge: a fact its verdict needs was not established in this run. */
function notJudged(run: RunRecord): string {
  if (run.notEstablished.length === 0) return '';
  const lines = run.notEstablished.map(
    (n) => `- ${notEstablishedText(n)} (${n.caseId}; evidence ${n.exchangeIds.slice(0, 3).join(', ')})`,
  );
  return `\n## Checks not judged: a fact they need was not established\n\n${lines.join('\n')}\n`;
}

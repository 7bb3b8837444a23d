/**
 * @module The report writers, keyed by file name. Each is a pure function of the run record, giving
 * the file's text whole or in pieces (the HAR, the largest). `run.json` leaves the exchanges out:
 * they are in `exchanges.har` once, and the suites that read `run.json` do not need them.
 * (`junit.xml` is written by vitest's JUnit reporter while the contract suites run.)
 */
import type { RunRecord } from '../core/run-record.ts';
import { writeFindingsJson } from './findings-json.ts';
import { writeGapReportMd } from './gap-report-md.ts';
import { writeHar } from './har.ts';
import { writeIndexHtml } from './index-html.ts';
import { writeOpenApiJson } from './openapi-json.ts';
import { writeSummaryMd } from './summary-md.ts';

export const writers: Readonly<Record<string, (run: RunRecord) => string | Iterable<string>>> = {
  'openapi.json': writeOpenApiJson,
  'findings.json': writeFindingsJson,
  'gap-report.md': writeGapReportMd,
  'exchanges.har': writeHar,
  'summary.md': writeSummaryMd,
  'index.html': writeIndexHtml,
  'regressions.json': (run) => `${JSON.stringify(run.regressions, null, 2)}\n`,
  'run.json': (run) => JSON.stringify({ ...run, exchanges: undefined, baselineExchanges: undefined }),
};

// @ts-check
/**
 * @module A run that ends with exit 2 leaves no reports that look like its own: the files a run
 * writes into `REPORT_DIR` are removed (CI would otherwise upload the previous run's as this one's)
 * and a `summary.md` saying what stopped the run takes their place. Plain JavaScript, so both the
 * stage (`command-shell.ts`) and `launch.mjs` (no TypeScript loader) use it.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Every file a run writes into `REPORT_DIR`: the writers' (`src/reporting/writers.ts`) and the suites' `junit.xml`. */
export const REPORT_FILES = [
  'openapi.json',
  'findings.json',
  'gap-report.md',
  'exchanges.har',
  'summary.md',
  'index.html',
  'regressions.json',
  'run.json',
  'junit.xml',
];

/**
 * Removes the report files in `reportDir` and writes an error summary there. Best effort: the
 * error line on stderr and the exit code stand whatever happens here.
 * @param {string} reportDir
 * @param {string} line the one-line error the command printed
 */
export function clearReports(reportDir, line) {
  const dir = resolve(reportDir);
  try {
    for (const file of REPORT_FILES) rmSync(join(dir, file), { force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'summary.md'),
      `# Contract run: ERROR\n\n- **ERROR** (exit 2): the harness could not do its job; this run wrote no reports.\n- ${line}\n`,
    );
  } catch {
    // Nothing more to say than the error line already said.
  }
}

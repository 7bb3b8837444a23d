/**
 * @module What `npm run contract` and `npm run contract:merge` share: one-line errors and exit 2,
 * interruption without half-written reports, and the end of a run (staged reports judged by the
 * contract suites, swapped into place, the verdict line, exit 0 or 1).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { exitCodes, HarnessError } from '../core/errors.ts';
import { ProgressLine } from './progress-line.ts';

/** The little a command keeps of a run once its reports are staged. */
export interface RunSummary {
  readonly verdict: 'pass' | 'fail';
  readonly requestsSent: number;
  readonly findings: number;
  readonly failing: number;
}

export interface Shell {
  readonly progress: ProgressLine;
  readonly log: (line: string) => void;
  /** Runs the suites over staged reports, publishes them into `reportDir`; the exit code. */
  finish(staged: string, reportDir: string, summary: RunSummary): Promise<number>;
}

function oneLine(err: unknown): string {
  if (err instanceof HarnessError) return `error [${err.code}]: ${err.message}`;
  const message = err instanceof Error ? err.message : String(err);
  return `internal error: ${message.split('\n')[0]}`;
}

export function runCommand(prefix: string, main: (shell: Shell) => Promise<number>): void {
  const progress = new ProgressLine(process.stderr, prefix);
  const log = (line: string) => progress.log(line);
  /** The staging directory of reports being written, removed if the run is interrupted. */
  let staging: string | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`error [INTERRUPTED]: stopped by ${signal}; no reports were written`);
      if (staging) rmSync(staging, { recursive: true, force: true });
      process.exit(exitCodes.harness);
    });
  }
  const finish = async (staged: string, reportDir: string, summary: RunSummary): Promise<number> => {
    staging = staged;
    const { discardReports, publishReports } = await import('../run/write-reports.ts');
    const { runSuites } = await import('../run/run-suites.ts');
    let failedTests: number;
    try {
      progress.onEvent({ kind: 'phase', phase: 'suites' });
      failedTests = await runSuites(staged, log);
    } catch (err) {
      await discardReports(staged);
      throw err;
    }
    await publishReports(staged, reportDir);
    staging = undefined;
    progress.stop();
    const pass = summary.verdict === 'pass' && failedTests === 0;
    log(
      `${pass ? 'PASS' : 'FAIL'}: ${summary.requestsSent} requests, ${summary.findings} findings (${summary.failing} failing), ${failedTests} failed tests; reports in ${resolve(reportDir)}`,
    );
    return pass ? exitCodes.pass : exitCodes.fail;
  };
  main({ progress, log, finish }).then(
    (code) => process.exit(code),
    (err: unknown) => {
      log(oneLine(err));
      if (process.env.DEBUG) console.error(err);
      process.exit(exitCodes.harness);
    },
  );
}

export function summaryOf(run: {
  readonly verdict: 'pass' | 'fail';
  readonly meta: { readonly requestsSent: number };
  readonly findings: readonly { readonly fails: boolean }[];
}): RunSummary {
  return {
    verdict: run.verdict,
    requestsSent: run.meta.requestsSent,
    findings: run.findings.length,
    failing: run.findings.filter((f) => f.fails).length,
  };
}

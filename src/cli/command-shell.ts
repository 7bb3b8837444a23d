/**
 * @module What the stages of `npm run contract` and `npm run contract:merge` share: one-line errors
 * and exit 2, interruption without half-written reports, and the hand-over of the staged reports to
 * `launch.mjs`, which has them judged by the contract suites, swaps them into place and gives the
 * verdict (exit 0 or 1) once this process, and the memory of the run, is gone.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { exitCodes, HarnessError } from '../core/errors.ts';
import { clearReports } from './error-reports.mjs';
import { ProgressLine } from './progress-line.ts';

/** The little a command keeps of a run once its reports are staged. */
export interface RunSummary {
  readonly verdict: 'pass' | 'fail';
  readonly requestsSent: number;
  readonly findings: number;
  readonly failing: number;
  /** Operations not sent at all (side effects not allowed), named on the PASS/FAIL line. */
  readonly skipped: readonly number[];
  /** Operations no request of which was accepted, named on the PASS/FAIL line. */
  readonly unverified: readonly number[];
}

/** Set by `launch.mjs`: the file this stage writes its `Handoff` to. */
const HANDOFF_VARIABLE = 'CONTRACT_HANDOFF';

/** What `launch.mjs` reads once the stage has exited. */
interface Handoff {
  readonly staged: string;
  readonly reportDir: string;
  readonly summary: RunSummary;
}

export interface Shell {
  readonly progress: ProgressLine;
  readonly log: (line: string) => void;
  /**
   * Where this run's reports go, said as soon as it is known: a run that then ends with exit 2
   * leaves there no report of an earlier run, only a summary of its error (`error-reports.mjs`).
   */
  reportsAt(dir: string): void;
  /** Hands the staged reports (to publish into `reportDir`) over to `launch.mjs`; exit 0. */
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
  let reportDir: string | undefined;
  const fail = (line: string) => {
    log(line);
    if (staging) rmSync(staging, { recursive: true, force: true });
    if (reportDir !== undefined) clearReports(reportDir, line);
    process.exit(exitCodes.harness);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => fail(`error [INTERRUPTED]: stopped by ${signal}; no reports were written`));
  }
  const reportsAt = (dir: string) => {
    reportDir = dir;
    // `launch.mjs` learns it too, for the failures it sees itself (a crash, the suites not running).
    const handoff = process.env[HANDOFF_VARIABLE];
    if (handoff) writeFileSync(handoff, JSON.stringify({ reportDir: dir }));
  };
  const finish = async (staged: string, reportDir: string, summary: RunSummary): Promise<number> => {
    staging = staged;
    const handoff = process.env[HANDOFF_VARIABLE];
    if (!handoff) throw new HarnessError('INTERNAL', 'start this with npm run contract (src/cli/launch.mjs)');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(handoff, JSON.stringify({ staged, reportDir, summary } satisfies Handoff));
    staging = undefined;
    progress.stop();
    return exitCodes.pass;
  };
  main({ progress, log, reportsAt, finish }).then(
    (code) => process.exit(code),
    (err: unknown) => {
      if (process.env.DEBUG) console.error(err);
      fail(oneLine(err));
    },
  );
}

export function summaryOf(run: {
  readonly verdict: 'pass' | 'fail';
  readonly meta: { readonly requestsSent: number };
  readonly findings: readonly { readonly fails: boolean }[];
  readonly skipped: readonly { readonly operation: number }[];
  readonly unverified: readonly { readonly operation: number }[];
}): RunSummary {
  return {
    verdict: run.verdict,
    requestsSent: run.meta.requestsSent,
    findings: run.findings.length,
    failing: run.findings.filter((f) => f.fails).length,
    skipped: run.skipped.map((s) => s.operation),
    unverified: run.unverified.map((u) => u.operation),
  };
}

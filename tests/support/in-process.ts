/**
 * @module Runs the stage of `npm run contract` in the test's own process (`contractStage`, the very
 * function the command's stage process runs) and publishes its reports as the command does, giving
 * the same `CliResult`: exit 0 / 1 from the run's verdict, 2 with the command's one error line.
 * What it leaves out is the command's process wiring: no `junit.xml` (the contract suites run in the
 * command's own vitest process; their one rule that is not a finding is applied here), no progress
 * line, no signals, no kill on a timeout (the harness's own timeouts bound a run). A real command
 * run costs about 8 s of CPU on the sandbox, three node processes and two module loads included; in
 * process the modules are loaded once per test file, and a run costs its requests (about 3 s). Tests that assert the
 * wiring itself (exit codes of the command, junit.xml, interruption) use `runContractCli`.
 */
import { readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { operations } from '../../fixtures/catalog.ts';
import { contractStage } from '../../src/cli/contract-stage.ts';
import { HarnessError } from '../../src/core/errors.ts';
import { complete, exercisedBy, notJudged } from '../../src/core/exercised.ts';
import type { RunFile } from '../../src/core/run-record.ts';
import { type CliResult, commandEnv, tempReportDir } from './cli.ts';

const PREFIX = 'contract: ';

export async function runContractInProcess(
  env: Record<string, string> = {},
  argv: readonly string[] = [],
): Promise<CliResult> {
  const reportDir = env.REPORT_DIR ?? tempReportDir();
  const lines: string[] = [];
  const log = (line: string) => lines.push(`${PREFIX}${line}`);
  const started = Date.now();
  let code: number;
  try {
    const { staged, summary } = await contractStage(commandEnv(env, reportDir), argv, {
      log,
      onEvent: () => {},
      // The budget counts from this run's start, as the command's from its stage process's.
      clockStart: started,
    });
    // The suites' rule that is no finding (src/core/exercised.ts): failed, the command exits 1.
    const unexercised = unexercisedOperations(staged);
    for (const line of unexercised) log(line);
    publish(staged, reportDir);
    const pass = summary.verdict === 'pass' && unexercised.length === 0;
    log(
      `${pass ? 'PASS' : 'FAIL'}: ${summary.requestsSent} requests, ${summary.findings} findings (${summary.failing} failing); reports in ${resolve(reportDir)}`,
    );
    code = pass ? 0 : 1;
  } catch (err) {
    // The command's contract: a harness error is one line and exit 2; anything else is a defect.
    if (!(err instanceof HarnessError)) throw err;
    log(`error [${err.code}]: ${err.message}`);
    code = 2;
  }
  return {
    code,
    stdout: '',
    stderr: `${lines.join('\n')}\n`,
    ms: Date.now() - started,
    reportDir,
    report: (file) => readFileSync(join(reportDir, file), 'utf8'),
    json: (file) => JSON.parse(readFileSync(join(reportDir, file), 'utf8')),
  };
}

/** The operations the area suites would fail for not being exercised, one line each. */
function unexercisedOperations(staged: string): string[] {
  const run = JSON.parse(readFileSync(join(staged, 'run.json'), 'utf8')) as RunFile;
  return operations.flatMap((op) => {
    if (notJudged(run, op)) return [];
    const { exercised, excuse } = exercisedBy(run, op);
    if (complete(exercised) || excuse) return [];
    return [
      `#${op.number} was not exercised with the token, without a token and with a malformed token: ${JSON.stringify(exercised)}`,
    ];
  });
}

/** Puts the staged reports in place of `reportDir`'s (`launch.mjs` swaps them in the same way). */
function publish(staged: string, reportDir: string): void {
  const target = resolve(reportDir);
  rmSync(target, { recursive: true, force: true });
  renameSync(staged, target);
}

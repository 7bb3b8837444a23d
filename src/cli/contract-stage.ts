/**
 * @module The stage of `npm run contract` as one function: the configuration read and checked, the
 * target opened, the engine run and its reports staged; only a summary of the run outlives the call.
 * `contract.ts` runs it in the stage process; the e2e tests run it in their own process too, where
 * starting the command's three processes for each of their hundreds of runs would cost most of the
 * suite's time (the command's wiring keeps its own tests through the real command).
 */

import { type Env, hasIdentity, loadConfig } from '../core/config.ts';
import { ConfigError, HarnessError } from '../core/errors.ts';
import { verdictHidden } from '../core/harness-fault.ts';
import type { ProgressEvent } from '../core/progress.ts';
import { type RunSummary, summaryOf } from './command-shell.ts';
import { argumentsEnv } from './contract-arguments.ts';

export interface StagedRun {
  /** The directory the reports were written to, to be swapped in for `reportDir`. */
  readonly staged: string;
  readonly reportDir: string;
  readonly summary: RunSummary;
}

export interface StageHooks {
  readonly log: (line: string) => void;
  readonly onEvent: (event: ProgressEvent) => void;
  /**
   * When MAX_DURATION counts from (epoch ms). The command's stage leaves it to the process's start;
   * a run in a test's long-lived process starts its own clock.
   */
  readonly clockStart?: number;
}

export async function contractStage(
  env: Env,
  argv: readonly string[],
  hooks: StageHooks,
): Promise<StagedRun> {
  const config = loadConfig({ ...env, ...argumentsEnv(argv) });
  if (config.baseUrl && !hasIdentity(config, 'a')) {
    throw new ConfigError('ACCESS_TOKEN', 'is required when API_BASE_URL is set (or EXTRA_HEADERS / COOKIE)');
  }
  if (config.shard && config.updateBaseline) {
    throw new ConfigError('UPDATE_BASELINE', 'records a baseline from one whole run, not from a shard');
  }
  // Loaded after the configuration is known good, so a bad variable is reported at once.
  const [{ openTarget }, { runContract }, { stageReports }, { checkTraffic }] = await Promise.all([
    import('../run/target.ts'),
    import('../run/run-contract.ts'),
    import('../run/phases/publish.ts'),
    import('../run/check-traffic.ts'),
  ]);
  // A traffic file that cannot be used is the one line of the command, before any target starts.
  checkTraffic(config);
  const target = await openTarget(config);
  try {
    hooks.log(
      // The whole base URL, its path included (a missing prefix is a common setup mistake), never
      // user info or a query that could hold a secret.
      `target ${target.url.origin}${target.url.pathname}${target.embeddedSandbox ? ' (embedded sandbox)' : ''}, seed ${config.seed}`,
    );
    // The run record is dropped once its reports are staged: the suites read them from disk.
    const run = await runContract(config, target, hooks.log, hooks.onEvent, hooks.clockStart);
    // A harness error that cut short what an operation's verdict rests on: no verdict to give.
    const hidden = verdictHidden(run.harnessFaults ?? []);
    if (hidden !== undefined) throw new HarnessError('INTERNAL', hidden);
    hooks.onEvent({ kind: 'phase', phase: 'reports' });
    return {
      staged: await stageReports(config.reportDir, run),
      reportDir: config.reportDir,
      summary: summaryOf(run),
    };
  } finally {
    await target.close();
  }
}

/**
 * @module `npm run contract`: the main job. Exit 0 when every check passes, 1 when a check fails,
 * 2 when the harness could not do its job (bad configuration, unreachable target…). Errors are one
 * line; reports are written whole or not at all. `--shard=i/n` runs one slice of the operations.
 */
import { type Config, hasIdentity, loadConfig, readEnv } from '../core/config.ts';
import { ConfigError } from '../core/errors.ts';
import type { Target } from '../run/target.ts';
import { runCommand, type Shell, summaryOf } from './command-shell.ts';
import { argumentsEnv } from './contract-arguments.ts';

runCommand('contract: ', async (shell) => {
  const config = loadConfig({ ...readEnv(), ...argumentsEnv(process.argv.slice(2)) });
  if (config.baseUrl && !hasIdentity(config, 'a')) {
    throw new ConfigError('ACCESS_TOKEN', 'is required when API_BASE_URL is set (or EXTRA_HEADERS / COOKIE)');
  }
  if (config.shard && config.updateBaseline) {
    throw new ConfigError('UPDATE_BASELINE', 'records a baseline from one whole run, not from a shard');
  }
  // Loaded after the configuration is known good, so a bad variable is reported at once.
  const { openTarget } = await import('../run/target.ts');
  const target = await openTarget(config);
  try {
    shell.log(
      // The whole base URL, its path included (a missing prefix is a common setup mistake), never
      // user info or a query that could hold a secret.
      `target ${target.url.origin}${target.url.pathname}${target.embeddedSandbox ? ' (embedded sandbox)' : ''}, seed ${config.seed}`,
    );
    // The run record is dropped once its reports are staged: the suites read them from disk.
    const { staged, summary } = await runAndStage(config, target, shell);
    return await shell.finish(staged, config.reportDir, summary);
  } finally {
    await target.close();
  }
});

/** Runs the engine and stages its reports; only a summary of the run outlives this call. */
async function runAndStage(config: Config, target: Target, shell: Shell) {
  const [{ runContract }, { stageReports }] = await Promise.all([
    import('../run/run-contract.ts'),
    import('../run/phases/publish.ts'),
  ]);
  const run = await runContract(config, target, shell.log, shell.progress.onEvent);
  shell.progress.onEvent({ kind: 'phase', phase: 'reports' });
  return { staged: await stageReports(config.reportDir, run), summary: summaryOf(run) };
}

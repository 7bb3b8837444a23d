/**
 * @module `npm run contract`: the main job. Exit 0 when every check passes, 1 when a check fails,
 * 2 when the harness could not do its job (bad configuration, unreachable target…). Errors are one
 * line; reports are written whole or not at all. `--shard=i/n` runs one slice of the operations.
 */
import { readEnv, reportDirOf } from '../core/config.ts';
import { runCommand } from './command-shell.ts';
import { contractStage } from './contract-stage.ts';

runCommand('contract: ', async (shell) => {
  const env = readEnv();
  shell.reportsAt(reportDirOf(env));
  const { staged, reportDir, summary } = await contractStage(env, process.argv.slice(2), {
    log: shell.log,
    onEvent: shell.progress.onEvent,
  });
  return shell.finish(staged, reportDir, summary);
});

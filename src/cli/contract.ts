/**
 * @module `npm run contract`: the main job. Exit 0 when every check passes, 1 when a check fails,
 * 2 when the harness could not do its job (bad configuration, unreachable target…). Errors are one
 * line; reports are written whole or not at all.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { hasIdentity, loadConfig, readEnv } from '../core/config.ts';
import { ConfigError, exitCodes, HarnessError } from '../core/errors.ts';

import { ProgressLine } from './progress-line.ts';

const progress = new ProgressLine(process.stderr, 'contract: ');
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

async function main(): Promise<number> {
  const config = loadConfig(readEnv());
  if (config.baseUrl && !hasIdentity(config, 'a')) {
    throw new ConfigError('ACCESS_TOKEN', 'is required when API_BASE_URL is set (or EXTRA_HEADERS / COOKIE)');
  }
  // Loaded after the configuration is known good, so a bad variable is reported at once.
  const [{ runContract }, { runSuites }, { openTarget }, { discardReports, publishReports, stageReports }] =
    await Promise.all([
      import('../run/run-contract.ts'),
      import('../run/run-suites.ts'),
      import('../run/target.ts'),
      import('../run/write-reports.ts'),
    ]);
  const target = await openTarget(config);
  try {
    log(
      `target ${target.url.origin}${target.embeddedSandbox ? ' (embedded sandbox)' : ''}, seed ${config.seed}`,
    );
    const run = await runContract(config, target, log, progress.onEvent);
    progress.onEvent({ kind: 'phase', phase: 'reports' });
    const staged = await stageReports(config.reportDir, run);
    staging = staged;
    let failedTests: number;
    try {
      progress.onEvent({ kind: 'phase', phase: 'suites' });
      failedTests = await runSuites(staged, log);
    } catch (err) {
      await discardReports(staged);
      throw err;
    }
    await publishReports(staged, config.reportDir);
    staging = undefined;
    progress.stop();
    const failing = run.findings.filter((f) => f.fails).length;
    const pass = run.verdict === 'pass' && failedTests === 0;
    log(
      `${pass ? 'PASS' : 'FAIL'}: ${run.meta.requestsSent} requests, ${run.findings.length} findings (${failing} failing), ${failedTests} failed tests; reports in ${resolve(config.reportDir)}`,
    );
    return pass ? exitCodes.pass : exitCodes.fail;
  } finally {
    await target.close();
  }
}

function oneLine(err: unknown): string {
  if (err instanceof HarnessError) return `error [${err.code}]: ${err.message}`;
  const message = err instanceof Error ? err.message : String(err);
  return `internal error: ${message.split('\n')[0]}`;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    log(oneLine(err));
    if (process.env.DEBUG) console.error(err);
    process.exit(exitCodes.harness);
  },
);

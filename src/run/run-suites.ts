/**
 * @module Runs the per-area contract suites (the `contract` vitest project) over a finished run:
 * they read `run.json`, turn its findings into assertions, and vitest's JUnit reporter writes
 * `junit.xml` next to the other reports. vitest runs in a process of its own under plain node: loaded
 * into the harness's process (under the tsx loader) it cost about 180 MB more than the suites need.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { HarnessError } from '../core/errors.ts';
import { RUN_FILE_VARIABLE } from '../core/run-record.ts';
import { SUITES_RESULT_PREFIX, type SuitesResult } from '../reporting/vitest-reporter.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reporter = (file: string) => fileURLToPath(new URL(`../reporting/${file}`, import.meta.url));

/** Returns the number of failing tests. */
export async function runSuites(stagingDir: string, log: (line: string) => void): Promise<number> {
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--root',
      root,
      '--config',
      join(root, 'vitest.config.ts'),
      '--project',
      'contract',
      '--reporter',
      reporter('vitest-reporter.ts'),
      '--reporter',
      reporter('quiet-junit-reporter.ts'),
      `--outputFile.junit=${join(stagingDir, 'junit.xml')}`,
    ],
    {
      cwd: root,
      env: { ...process.env, [RUN_FILE_VARIABLE]: join(stagingDir, 'run.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Stopped with the command: an interrupted run leaves no vitest behind.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  let result: SuitesResult | undefined;
  let lastError = '';
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith(SUITES_RESULT_PREFIX)) result = JSON.parse(line.slice(SUITES_RESULT_PREFIX.length));
    else if (line.trim() !== '') log(line);
  });
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (line.trim() !== '') lastError = line.trim();
  });
  const code = await new Promise<number | null>((done, fail) => {
    child.on('error', fail);
    child.on('close', done);
  });
  process.off('exit', stop);
  if (result === undefined || result.files === 0) {
    throw new HarnessError(
      'INTERNAL',
      `the contract suites did not run (vitest exited ${code}: ${lastError})`,
    );
  }
  if (result.errors > 0)
    throw new HarnessError('INTERNAL', 'the contract suites raised errors outside any test');
  return result.failed;
}

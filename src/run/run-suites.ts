/**
 * @module Runs the per-area contract suites (the `contract` vitest project) over a finished run:
 * they read `run.json`, turn its findings into assertions, and vitest's JUnit reporter writes
 * `junit.xml` next to the other reports.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startVitest } from 'vitest/node';
import { HarnessError } from '../core/errors.ts';
import { RUN_FILE_VARIABLE } from '../core/run-record.ts';
import { QuietJUnitReporter } from '../reporting/quiet-junit-reporter.ts';
import { ContractReporter } from '../reporting/vitest-reporter.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Returns the number of failing tests. */
export async function runSuites(stagingDir: string, log: (line: string) => void): Promise<number> {
  process.env[RUN_FILE_VARIABLE] = join(stagingDir, 'run.json');
  const reporter = new ContractReporter(log);
  const junit = new QuietJUnitReporter({ outputFile: join(stagingDir, 'junit.xml'), suiteName: 'contract' });
  const vitest = await startVitest('test', [], {
    root,
    config: join(root, 'vitest.config.ts'),
    project: ['contract'],
    watch: false,
    reporters: [reporter, junit],
  });
  try {
    const files = vitest.state.getFiles();
    if (files.length === 0) throw new HarnessError('INTERNAL', 'the contract suites did not run');
    if (vitest.state.getUnhandledErrors().length > 0) {
      throw new HarnessError('INTERNAL', 'the contract suites raised errors outside any test');
    }
    return reporter.failed;
  } finally {
    await vitest.close();
  }
}

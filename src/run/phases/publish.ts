/**
 * @module Phase 7, publish (after the run, by the command; also by the shard merge): writes every
 * report into a staging directory beside `REPORT_DIR`; `src/cli/launch.mjs` swaps it in once the
 * suites have judged it, so a failed run never leaves a half-written report directory.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { RunRecord } from '../../core/run-record.ts';
import { writers } from '../../reporting/writers.ts';

export async function stageReports(reportDir: string, run: RunRecord): Promise<string> {
  const target = resolve(reportDir);
  const staging = join(dirname(target), `.${basename(target)}.staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  for (const [file, write] of Object.entries(writers)) await writeFile(join(staging, file), write(run));
  return staging;
}

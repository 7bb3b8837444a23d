/**
 * @module Writes every report into a staging directory beside `REPORT_DIR`, then swaps it in, so a
 * failed run never leaves a half-written report directory behind.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { RunRecord } from '../core/run-record.ts';
import { writers } from '../reporting/writers.ts';

export async function stageReports(reportDir: string, run: RunRecord): Promise<string> {
  const target = resolve(reportDir);
  const staging = join(dirname(target), `.${basename(target)}.staging-${process.pid}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  for (const [file, write] of Object.entries(writers)) await writeFile(join(staging, file), write(run));
  return staging;
}

export async function publishReports(staging: string, reportDir: string): Promise<void> {
  const target = resolve(reportDir);
  const old = `${staging}.old`;
  await rm(old, { recursive: true, force: true });
  await rename(target, old).catch(() => {});
  await rename(staging, target);
  await rm(old, { recursive: true, force: true });
}

export async function discardReports(staging: string): Promise<void> {
  await rm(staging, { recursive: true, force: true });
}

/**
 * @module The finished run the suites judge: `run.json`, written by `npm run contract` before it
 * starts the suites and named by `CONTRACT_RUN_FILE`.
 */
import { readFileSync } from 'node:fs';
import { RUN_FILE_VARIABLE, type RunFile } from '../../src/core/run-record.ts';

let cached: RunFile | undefined;

export function runData(): RunFile {
  if (cached) return cached;
  const file = process.env[RUN_FILE_VARIABLE];
  if (!file) throw new Error(`${RUN_FILE_VARIABLE} is not set: run the suites with \`npm run contract\``);
  cached = JSON.parse(readFileSync(file, 'utf8')) as RunFile;
  return cached;
}

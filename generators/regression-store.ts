/**
 * @module Stored regressions on disk: one JSON file per failing case, named after it, under
 * `fixtures/regressions/` (ajv's habit: regressions kept as data named after the bug).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredCase } from '../src/core/regression.ts';

export const REGRESSIONS_DIR = 'fixtures/regressions';

export function writeStoredCase(dir: string, stored: StoredCase): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${stored.caseId}.json`);
  writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`);
  return file;
}

export function readStoredCases(dir: string): StoredCase[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as StoredCase);
}

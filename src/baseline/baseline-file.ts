/**
 * @module The baseline file: the facts of an accepted run, as JSON, with (version 2) the witnesses
 * that established them, the discovery they came from and the record ids it used, so a check can
 * replay instead of rediscovering. Written with `UPDATE_BASELINE=true`, read with
 * `BASELINE=<file>`; a missing or broken file is a harness error (exit 2). A version 1 file (facts
 * only) is still read: its check is a full rediscovery.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { HarnessError } from '../core/errors.ts';
import type { Exchange } from '../core/exchange.ts';
import type { DiscoveryResult } from '../discovery/discovery-result.ts';
import type { Facts } from './facts.ts';
import type { Witness } from './witness.ts';
import type { RecordedIds } from './witness-request.ts';

export interface BaselineFile {
  readonly version: 1 | 2;
  readonly createdAt: string;
  readonly target: string;
  readonly facts: Facts;
  readonly witnesses?: readonly Witness[];
  /** What discovery established (observations and per-operation knowledge), ids as recorded. */
  readonly discovery?: DiscoveryResult;
  /** The record ids the recording used, by path parameter. */
  readonly ids?: RecordedIds;
  /**
   * `PUBLIC_OPERATIONS` when the baseline was recorded: operations shown with Authorization that the
   * team declared public on purpose (absent: none), so a check can tell a declared one that starts
   * requiring a token.
   */
  readonly publicOperations?: readonly OperationNumber[];
  /**
   * The recording's exchanges cited by facts no witness stands for (redacted, bodies capped), so a
   * check shows a carried fact's own evidence (`carried-evidence.ts`).
   */
  readonly exchanges?: readonly Exchange[];
}

export async function readBaseline(path: string): Promise<BaselineFile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new HarnessError(
      'BAD_BASELINE',
      `BASELINE: cannot read ${path} (write one with UPDATE_BASELINE=true)`,
    );
  }
  try {
    const parsed = JSON.parse(text) as BaselineFile;
    if (
      (parsed.version !== 1 && parsed.version !== 2) ||
      typeof parsed.facts !== 'object' ||
      parsed.facts === null
    )
      throw new Error('shape');
    return parsed;
  } catch {
    throw new HarnessError('BAD_BASELINE', `BASELINE: ${path} is not a baseline file of this harness`);
  }
}

export async function writeBaseline(path: string, baseline: BaselineFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}`;
  await writeFile(tmp, `${JSON.stringify(baseline, null, 2)}\n`);
  await rename(tmp, path);
}

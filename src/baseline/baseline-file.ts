/**
 * @module The baseline: the facts of an accepted run with (version 2 on) the witnesses that
 * established them, the discovery they came from and the record ids it used, so a check can replay
 * instead of rediscovering. Written with `UPDATE_BASELINE=true`, read with `BASELINE=<file>`; a
 * missing or broken file is a harness error (exit 2).
 *
 * Version 3 (written now) is three files, so a pull request that updates a baseline shows the facts
 * apart from the witnesses: `<name>.json` a small index (the entry point `BASELINE` names),
 * `<name>.facts.txt` one fact per line, sorted (`fact-lines.ts`), `<name>.witnesses.json` the
 * witnesses, discovery, ids and stored exchanges. Single-file baselines (version 1: facts only, its
 * check a full rediscovery; version 2: everything in one JSON) are still read.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { HarnessError } from '../core/errors.ts';
import type { Exchange } from '../core/exchange.ts';
import type { DiscoveryResult } from '../discovery/index.ts';
import { formatFacts, parseFacts } from './fact-lines.ts';
import type { Facts } from './facts.ts';
import type { RecordedFailure } from './known-failures.ts';
import type { Witness } from './witness.ts';
import type { RecordedIds } from './witness-request.ts';

export interface BaselineFile {
  readonly version: 1 | 2 | 3;
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
  /** The recording's failing findings: every check reports them as known failures (`known-failures.ts`). */
  readonly knownFailures?: readonly RecordedFailure[];
}

/** The index of a version 3 baseline: what a reviewer reads first, and where the rest lives. */
interface BaselineIndex {
  readonly version: 3;
  readonly createdAt: string;
  readonly target: string;
  /** File names beside the index. */
  readonly factsFile: string;
  readonly witnessesFile: string;
  readonly publicOperations?: readonly OperationNumber[];
  /** In the index, so the pull request that records a baseline shows what fails in its first file. */
  readonly knownFailures?: readonly RecordedFailure[];
}

type WitnessPart = Pick<BaselineFile, 'witnesses' | 'discovery' | 'ids' | 'exchanges'>;

/** The two files beside `staging.json`: `staging.facts.txt` and `staging.witnesses.json`. */
export function baselineParts(path: string): { facts: string; witnesses: string } {
  const stem = basename(path).replace(/\.json$/i, '');
  return {
    facts: join(dirname(path), `${stem}.facts.txt`),
    witnesses: join(dirname(path), `${stem}.witnesses.json`),
  };
}

async function readText(path: string, named: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    throw new HarnessError(
      'BAD_BASELINE',
      `BASELINE: cannot read ${path}${path === named ? '' : ` (named by ${named})`} (write one with UPDATE_BASELINE=true)`,
    );
  }
}

function notBaseline(path: string): HarnessError {
  return new HarnessError('BAD_BASELINE', `BASELINE: ${path} is not a baseline file of this harness`);
}

async function readSplit(path: string, index: BaselineIndex): Promise<BaselineFile> {
  const where = (name: string) => join(dirname(path), basename(name));
  const factsPath = where(index.factsFile);
  const witnessesPath = where(index.witnessesFile);
  const factsText = await readText(factsPath, path);
  const witnessesText = await readText(witnessesPath, path);
  let facts: Facts;
  let rest: WitnessPart;
  try {
    facts = parseFacts(factsText);
  } catch {
    throw notBaseline(factsPath);
  }
  try {
    rest = JSON.parse(witnessesText) as WitnessPart;
    if (typeof rest !== 'object' || rest === null) throw new Error('shape');
  } catch {
    throw notBaseline(witnessesPath);
  }
  const { version, createdAt, target, publicOperations, knownFailures } = index;
  return {
    version,
    createdAt,
    target,
    facts,
    ...rest,
    ...(publicOperations && { publicOperations }),
    ...(knownFailures && { knownFailures }),
  };
}

export async function readBaseline(path: string): Promise<BaselineFile> {
  const text = await readText(path, path);
  let parsed: Partial<BaselineFile> & Partial<Omit<BaselineIndex, 'version'>>;
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    throw notBaseline(path);
  }
  if (
    parsed?.version === 3 &&
    typeof parsed.factsFile === 'string' &&
    typeof parsed.witnessesFile === 'string'
  )
    return readSplit(path, parsed as BaselineIndex);
  if (
    (parsed?.version === 1 || parsed?.version === 2) &&
    typeof parsed.facts === 'object' &&
    parsed.facts !== null
  )
    return parsed as BaselineFile;
  throw notBaseline(path);
}

/** Each file to a temporary name first, the index last: a reader never sees an index without its parts. */
export async function writeBaseline(path: string, baseline: BaselineFile): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const parts = baselineParts(path);
  const { witnesses, discovery, ids, exchanges } = baseline;
  const index: BaselineIndex = {
    version: 3,
    createdAt: baseline.createdAt,
    target: baseline.target,
    factsFile: basename(parts.facts),
    witnessesFile: basename(parts.witnesses),
    ...(baseline.publicOperations && { publicOperations: baseline.publicOperations }),
    ...(baseline.knownFailures && { knownFailures: baseline.knownFailures }),
  };
  const files: [string, string][] = [
    [parts.facts, formatFacts(baseline.facts)],
    [parts.witnesses, `${JSON.stringify({ witnesses, discovery, ids, exchanges }, null, 2)}\n`],
    [path, `${JSON.stringify(index, null, 2)}\n`],
  ];
  for (const [file, text] of files) await writeFile(`${file}.tmp-${process.pid}`, text);
  for (const [file] of files) await rename(`${file}.tmp-${process.pid}`, file);
}

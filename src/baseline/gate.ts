/**
 * @module The baseline gate of a run: with `UPDATE_BASELINE=true` record this run's facts, else
 * compare them with the baseline's and turn the drift into findings (a shard: only the facts it owns).
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Config } from '../core/config.ts';
import type { Finding } from '../core/finding.ts';
import { type BaselineFile, writeBaseline } from './baseline-file.ts';
import { diffFacts } from './drift.ts';
import { driftFindings } from './drift-findings.ts';
import { behaviourFacts, type FactSource, type Facts } from './facts.ts';

export interface GateInput extends FactSource {
  /** Operations this run did not finish (cut by the time budget or by their breaker). */
  readonly incomplete: ReadonlySet<OperationNumber>;
  /** The target, redacted. */
  readonly target: string;
  /** The facts this run answers for (a shard: its operations'); absent, all of them. */
  readonly owns?: (key: string) => boolean;
}

function owned(facts: Facts, owns: ((key: string) => boolean) | undefined): Facts {
  return owns === undefined ? facts : Object.fromEntries(Object.entries(facts).filter(([key]) => owns(key)));
}

export async function gateOnBaseline(
  config: Config,
  baseline: BaselineFile | undefined,
  input: GateInput,
): Promise<Finding[]> {
  if (config.baseline === undefined) return [];
  const facts = owned(behaviourFacts(input), input.owns);
  if (config.updateBaseline) {
    const createdAt = new Date().toISOString();
    await writeBaseline(config.baseline, { version: 1, createdAt, target: input.target, facts });
    return [];
  }
  if (baseline === undefined) return [];
  // A shard compares only its own facts: the others are another shard's to judge.
  const pinned = owned(baseline.facts, input.owns);
  const changes = diffFacts(pinned, facts, { incomplete: input.incomplete });
  return driftFindings(changes, { baseline: pinned, current: facts }, config.seed);
}

/**
 * @module The baseline gate of a run: with `UPDATE_BASELINE=true` record this run's facts, else
 * compare them with the baseline's and turn the drift into findings.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Config } from '../core/config.ts';
import type { Finding } from '../core/finding.ts';
import { type BaselineFile, writeBaseline } from './baseline-file.ts';
import { diffFacts } from './drift.ts';
import { driftFindings } from './drift-findings.ts';
import { behaviourFacts, type FactSource } from './facts.ts';

export interface GateInput extends FactSource {
  /** Operations this run did not finish (cut by the time budget or by their breaker). */
  readonly incomplete: ReadonlySet<OperationNumber>;
  /** The target, redacted. */
  readonly target: string;
}

export async function gateOnBaseline(
  config: Config,
  baseline: BaselineFile | undefined,
  input: GateInput,
): Promise<Finding[]> {
  if (config.baseline === undefined) return [];
  const facts = behaviourFacts(input);
  if (config.updateBaseline) {
    const createdAt = new Date().toISOString();
    await writeBaseline(config.baseline, { version: 1, createdAt, target: input.target, facts });
    return [];
  }
  if (baseline === undefined) return [];
  const changes = diffFacts(baseline.facts, facts, { incomplete: input.incomplete });
  return driftFindings(changes, { baseline: baseline.facts, current: facts }, config.seed);
}

/**
 * @module The baseline gate of a run: with `UPDATE_BASELINE=true` record this run's facts and their
 * witnesses, else compare the facts with the baseline's and turn the drift into findings (a shard: only the facts it owns). In check
 * mode a witness whose outcome changed while no fact did (its operation rediscovered the same
 * facts) is still drift: the recorded request no longer draws the recorded answer.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Config } from '../core/config.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Finding } from '../core/finding.ts';
import type { DiscoveryResult } from '../discovery/discovery-result.ts';
import { type BaselineFile, writeBaseline } from './baseline-file.ts';
import { diffFacts } from './drift.ts';
import { driftFindings } from './drift-findings.ts';
import { behaviourFacts, type FactSource, type Facts } from './facts.ts';
import type { Replay } from './replay-witnesses.ts';
import { selectWitnesses } from './select-witnesses.ts';
import { witnessFindings } from './witness-findings.ts';
import { recordedIds } from './witness-request.ts';

export interface GateInput extends FactSource {
  /** Operations this run did not finish (cut by the time budget or by their breaker). */
  readonly incomplete: ReadonlySet<OperationNumber>;
  /** The target, redacted. */
  readonly target: string;
  /** The facts this run answers for (a shard: its operations'); absent, all of them. */
  readonly owns?: (key: string) => boolean;
  readonly discovery: DiscoveryResult;
  readonly exchanges: readonly Exchange[];
  /** Check mode: the witnesses replayed. */
  readonly replays?: readonly Replay[];
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
    const ids = recordedIds(input.discovery.operations.map((d) => d.pathParams));
    await writeBaseline(config.baseline, {
      version: 2,
      createdAt: new Date().toISOString(),
      target: input.target,
      facts,
      witnesses: selectWitnesses(input.discovery.observations, input.exchanges, facts, ids),
      discovery: input.discovery,
      ids,
      ...(config.publicOperations.length > 0 && { publicOperations: config.publicOperations }),
    });
    return [];
  }
  if (baseline === undefined) return [];
  // A shard compares only its own facts: the others are another shard's to judge.
  const pinned = owned(baseline.facts, input.owns);
  const changes = diffFacts(pinned, facts, { incomplete: input.incomplete });
  const drift = driftFindings(changes, { baseline: pinned, current: facts }, config.seed);
  const explained = new Set(changes.map((c) => c.operation));
  return [...drift, ...witnessFindings(input.replays ?? [], explained, config.seed)];
}

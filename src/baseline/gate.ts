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
import type { DiscoveryResult } from '../discovery/index.ts';
import { type BaselineFile, writeBaseline } from './baseline-file.ts';
import { exchangesToKeep } from './carried-evidence.ts';
import { driftCauses } from './drift-causes.ts';
import { type DriftEvidence, driftFindings } from './drift-findings.ts';
import { behaviourFacts, type FactSource, type Facts } from './facts.ts';
import { markKnown, recordFailures } from './known-failures.ts';
import type { Replay } from './replay-witnesses.ts';
import { operationOfKey } from './schema-facts.ts';
import { factPatterns, selectWitnesses } from './select-witnesses.ts';
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
  /** The checks' findings of this run: recorded as known failures, or marked against the recorded ones. */
  readonly findings: readonly Finding[];
}

/** The checks' findings (known failures marked) and the drift: what the run record holds. */
export interface GateResult {
  readonly findings: readonly Finding[];
  readonly drift: readonly Finding[];
  /** Recording: where the baseline was written. */
  readonly written?: string;
}

/**
 * The exchanges of this run that show changed facts: the replays of witnesses of those facts that
 * disagreed, then the other disagreeing replays of their operations (a fact new since the baseline
 * has no witness of its own), then the evidence of this run's observations stating them.
 */
function driftEvidence(input: GateInput): DriftEvidence {
  const byId = new Map(input.exchanges.map((ex) => [ex.id, ex]));
  const states = (patterns: readonly string[], keys: ReadonlySet<string>) =>
    [...keys].some((k) => patterns.some((p) => (p.endsWith('.') ? k.startsWith(p) : k === p)));
  return (facts) => {
    const keys = new Set(facts);
    const ops = new Set(facts.map(operationOfKey));
    const disagreeing = (input.replays ?? []).filter((r) => r.differs.length > 0);
    const replayed = [
      ...disagreeing.filter((r) => r.witness.facts.some((f) => keys.has(f))),
      ...disagreeing.filter((r) => ops.has(r.witness.operation)),
    ].map((r) => r.exchange);
    const observed = input.discovery.observations
      .filter((o) => states(factPatterns(o), keys))
      .flatMap((o) => o.evidence.exchangeIds.flatMap((id) => byId.get(id) ?? []));
    return [...new Set([...replayed, ...observed])];
  };
}

function owned(facts: Facts, owns: ((key: string) => boolean) | undefined): Facts {
  return owns === undefined ? facts : Object.fromEntries(Object.entries(facts).filter(([key]) => owns(key)));
}

export async function gateOnBaseline(
  config: Config,
  baseline: BaselineFile | undefined,
  input: GateInput,
): Promise<GateResult> {
  const unchanged = { findings: input.findings, drift: [] };
  if (config.baseline === undefined) return unchanged;
  const facts = owned(behaviourFacts(input), input.owns);
  if (config.updateBaseline) {
    const createdAt = new Date().toISOString();
    const ids = recordedIds(input.discovery.operations.map((d) => d.pathParams));
    const witnesses = selectWitnesses(input.discovery.observations, input.exchanges, facts, ids);
    await writeBaseline(config.baseline, {
      version: 3,
      createdAt,
      target: input.target,
      facts,
      witnesses,
      discovery: input.discovery,
      ids,
      ...(config.publicOperations.length > 0 && { publicOperations: config.publicOperations }),
      exchanges: exchangesToKeep(input.discovery.observations, input.exchanges, witnesses),
      // The baseline this one replaces says since when a failure has been known.
      knownFailures: recordFailures(input.findings, baseline?.knownFailures ?? [], createdAt),
    });
    return { ...unchanged, written: config.baseline };
  }
  if (baseline === undefined) return unchanged;
  // A shard compares only its own facts: the others are another shard's to judge.
  const pinned = owned(baseline.facts, input.owns);
  const causes = driftCauses(pinned, facts, { incomplete: input.incomplete });
  const drift = driftFindings(causes, config.seed, driftEvidence(input));
  const explained = new Set(causes.flatMap((c) => c.operations));
  return {
    findings: markKnown(input.findings, baseline.knownFailures ?? [], config.knownFailures),
    drift: [...drift, ...witnessFindings(input.replays ?? [], explained, config.seed)],
  };
}

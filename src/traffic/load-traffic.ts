/**
 * @module The user's traffic as the run uses it (`TRAFFIC`): read and checked before anything is
 * sent; its entries placed on the document's operations; its credentials handed to the redactor;
 * its first accepted bodies as examples; its recorded answers ready to stand for discovery's
 * identical requests. `trafficReport` says afterwards what it gave.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { IdVariable } from '../core/config.ts';
import type { ExampleBody } from '../core/examples-file.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Observation } from '../core/observation.ts';
import { factsFromTraffic, type TrafficReport } from '../core/traffic-report.ts';
import { type Placement, placeEntries } from './place-entries.ts';
import { readTraffic } from './read-traffic.ts';
import { recordIds } from './record-ids.ts';
import { TrafficAnswers } from './traffic-answers.ts';
import { trafficExamples } from './traffic-examples.ts';
import { trafficSecrets } from './traffic-secrets.ts';

export interface Traffic {
  readonly files: readonly string[];
  readonly entries: number;
  readonly placement: Placement;
  readonly examples: ReadonlyMap<OperationNumber, ExampleBody>;
  readonly answers: TrafficAnswers;
  /** Credential values found in the files: redacted like the run's own tokens. */
  readonly secrets: readonly string[];
}

export function loadTraffic(
  files: readonly string[],
  liveIds: Readonly<Partial<Record<IdVariable, string>>>,
  basePath: string,
): Traffic {
  const entries = readTraffic(files);
  const placement = placeEntries(entries);
  const ids = recordIds(placement.onService, liveIds);
  return {
    files,
    entries: entries.length,
    placement,
    examples: trafficExamples(placement.onService, ids),
    answers: new TrafficAnswers(placement.onService, ids, basePath),
    secrets: trafficSecrets(entries),
  };
}

/** What the traffic gave: `examples` are the operations whose first body came from it. */
export function trafficReport(
  t: Traffic,
  examples: readonly OperationNumber[],
  observations: readonly Observation[],
  exchanges: readonly Exchange[],
): TrafficReport {
  const facts = factsFromTraffic(observations, exchanges);
  const factsByKind: Record<string, number> = {};
  for (const o of facts) factsByKind[o.kind] = (factsByKind[o.kind] ?? 0) + 1;
  return {
    files: t.files,
    entries: t.entries,
    matched: t.placement.onService.filter((p) => p.operation !== undefined).length,
    otherHosts: t.placement.otherHosts,
    otherPaths: t.placement.otherPaths,
    examples,
    requestsSaved: exchanges.filter((e) => e.replayedFrom !== undefined).length,
    facts: facts.length,
    factsByKind,
  };
}

/** One line for the log: what was read. */
export function trafficLine(t: Traffic): string {
  const matched = t.placement.onService.filter((p) => p.operation !== undefined).length;
  return `traffic: ${t.entries} entries in ${t.files.length} file(s), ${matched} on the document's operations, ${t.placement.otherHosts} on other hosts, ${t.placement.otherPaths} on other paths; first bodies for ${t.examples.size} operations`;
}

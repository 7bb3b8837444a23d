/**
 * @module What the user's traffic (`TRAFFIC`) gave a run, as every report states it: the files and
 * what matched, the operations whose first body came from it, the facts whose evidence includes a
 * recorded answer, and the requests it saved (discovery's requests a recorded answer stood for).
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Exchange } from './exchange.ts';
import type { Observation } from './observation.ts';

export interface TrafficReport {
  readonly files: readonly string[];
  readonly entries: number;
  /** Entries whose method and path are an operation's, on the service's host. */
  readonly matched: number;
  /** Entries ignored: on another host or base path, or with no readable URL. */
  readonly otherHosts: number;
  /** Entries on the service's host matching no operation (they answer only an identical request). */
  readonly otherPaths: number;
  /** Operations whose first body to try came from traffic. */
  readonly examples: readonly OperationNumber[];
  /** Requests not sent because a recorded answer stood for them. */
  readonly requestsSaved: number;
  /** Facts whose evidence includes a recorded answer, in all and by kind. */
  readonly facts: number;
  readonly factsByKind: Readonly<Record<string, number>>;
}

/** The facts (observations) that cite at least one answer taken from traffic. */
export function factsFromTraffic(
  observations: readonly Observation[],
  exchanges: readonly Exchange[],
): Observation[] {
  const replayed = new Set(exchanges.filter((e) => e.replayedFrom !== undefined).map((e) => e.id));
  if (replayed.size === 0) return [];
  return observations.filter((o) => o.evidence.exchangeIds.some((id) => replayed.has(id)));
}

/**
 * The shards of one run read the same files: what each saved and the facts each cites add up, the
 * operations whose first body came from traffic are every shard's.
 */
export function mergeTrafficReports(
  reports: readonly (TrafficReport | undefined)[],
): TrafficReport | undefined {
  const given = reports.filter((r): r is TrafficReport => r !== undefined);
  const [first] = given;
  if (first === undefined) return undefined;
  const factsByKind: Record<string, number> = {};
  for (const r of given)
    for (const [kind, n] of Object.entries(r.factsByKind)) factsByKind[kind] = (factsByKind[kind] ?? 0) + n;
  return {
    ...first,
    examples: [...new Set(given.flatMap((r) => r.examples))].sort((a, b) => a - b),
    requestsSaved: given.reduce((n, r) => n + r.requestsSaved, 0),
    facts: given.reduce((n, r) => n + r.facts, 0),
    factsByKind,
  };
}

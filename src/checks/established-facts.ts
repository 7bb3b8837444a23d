/**
 * @module Which facts a check may need this run established for one operation, and the one guard
 * that reads a check's needs against them. Each fact is a row: when it holds, and which of
 * discovery's "undetermined" notes explain its absence (the operation's own first, then the ones
 * that stopped its probing, then the run's budget); the first that applies is the reason given.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { OperationConventions } from '../core/conventions.ts';
import {
  type EstablishedFacts,
  type Establishment,
  type NeededFact,
  type NotEstablished,
  neededFacts,
} from '../core/needed-fact.ts';
import type { Observation } from '../core/observation.ts';

interface FactRule {
  holds(conventions: OperationConventions, own: readonly Observation[]): boolean;
  /** Discovery's notes on this very fact, by topic. */
  readonly topics: readonly string[];
  /** When no note explains it. */
  readonly otherwise: string;
}

const rules: Readonly<Record<NeededFact, FactRule>> = {
  auth_convention: {
    holds: (c) => c.access.kind !== 'unknown',
    topics: ['auth'],
    otherwise: 'no auth probe of this operation was answered in this run',
  },
  accepted_request: {
    holds: (_c, own) => own.some((o) => o.kind === 'success'),
    topics: ['accepted request'],
    otherwise: 'discovery saw no request to it accepted',
  },
};

/** Notes that stopped an operation's probing (its share spent, skipped), then the run's budgets. */
const STOPPED = ['core probes', 'operation'];
const RUN_CUT = ['budget', 'time budget'];

function reasonOf(rule: FactRule, operation: OperationNumber, observations: readonly Observation[]): string {
  const notes = observations.flatMap((o) => (o.kind === 'undetermined' ? [o] : []));
  const own = (topics: readonly string[]) =>
    notes.find((n) => n.operation === operation && topics.includes(n.topic));
  const run = notes.find((n) => n.operation === undefined && RUN_CUT.includes(n.topic));
  return (own(rule.topics) ?? own(STOPPED) ?? run)?.reason ?? rule.otherwise;
}

export function establishedFacts(
  conventions: OperationConventions,
  observations: readonly Observation[],
): EstablishedFacts {
  const { operation } = conventions;
  const own = observations.filter((o) => 'operation' in o && o.operation === operation);
  const of = (rule: FactRule): Establishment =>
    rule.holds(conventions, own)
      ? { established: true }
      : { established: false, reason: reasonOf(rule, operation, observations) };
  return Object.fromEntries(neededFacts.map((fact) => [fact, of(rules[fact])])) as EstablishedFacts;
}

/** The guard: the first fact of `needs` this run did not establish, with its reason; none when all hold. */
export function unestablished(
  needs: readonly NeededFact[],
  facts: EstablishedFacts,
): Pick<NotEstablished, 'fact' | 'reason'> | undefined {
  for (const fact of needs) {
    const e = facts[fact];
    if (!e.established) return { fact, reason: e.reason };
  }
  return undefined;
}

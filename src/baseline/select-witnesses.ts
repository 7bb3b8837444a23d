/**
 * @module Recording witnesses: for every fact the baseline states, the fewest requests of the run
 * that established it (from its observation's evidence): the accepted payload, the no-token and
 * malformed-token requests, the other tenant's, each omission, wrong type, the two sides of a bound,
 * a value outside a closed set, the unknown field, the error samples, the body limit's two sides.
 * One exchange serving several facts is one witness.
 */
import { operations } from '../../fixtures/catalog.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Observation } from '../core/observation.ts';
import { factKeys, serverFact } from '../discovery/index.ts';
import { acceptedBody, type BoundSide, bodyLimitSide, boundSide, boundSideWitnesses } from './bound-sides.ts';
import { operationKey } from './schema-facts.ts';
import { outcomeOf, type Witness } from './witness.ts';
import { type RecordedIds, witnessRequest } from './witness-request.ts';

/** The fact keys (or prefixes ending in `.`) an observation of an operation stands for. */
export function factPatterns(o: Observation): string[] {
  if (serverFact(o)) return factKeys(o, '');
  const op = 'operation' in o ? operations.find((d) => d.number === o.operation) : undefined;
  return op === undefined ? [] : factKeys(o, operationKey(op));
}

/** How far a request's value of the field is from a bound (a string by its length). */
function distance(ex: Exchange, field: string, bound: number): number {
  try {
    const value = (JSON.parse(ex.request.body ?? '') as Record<string, unknown>)[field];
    const measure = typeof value === 'string' ? value.length : typeof value === 'number' ? value : Number.NaN;
    return Number.isNaN(measure) ? Number.POSITIVE_INFINITY : Math.abs(measure - bound);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Both verdicts where the evidence has both, else the first answer. A bound's two sides are the
 * requests nearest it (just past it, at it), so a bound moved by one is seen; a closed set keeps
 * every value tried, accepted and refused, so a value dropped from it or added to it (among those
 * tried) is seen; the auth matrix keeps each credential (token, none, malformed), so a public
 * operation that starts demanding a token is seen as well as a protected one that stops.
 */
function chosen(o: Observation, exchanges: readonly Exchange[]): Exchange[] {
  let answered = exchanges.filter((ex) => ex.response !== undefined);
  if (o.kind === 'bound')
    answered = [...answered].sort((a, b) => distance(a, o.field, o.value) - distance(b, o.field, o.value));
  if (o.kind === 'enum' || o.kind === 'auth') return answered;
  const accepted = answered.find((ex) => outcomeOf(ex).verdict === 'accepted');
  const rejected = answered.find((ex) => outcomeOf(ex).verdict === 'rejected');
  const both = [rejected, accepted].filter((ex): ex is Exchange => ex !== undefined);
  return both.length > 0 ? both : answered.slice(0, 1);
}

export function selectWitnesses(
  observations: readonly Observation[],
  exchanges: readonly Exchange[],
  facts: Readonly<Record<string, string>>,
  ids: RecordedIds,
): Witness[] {
  const byId = new Map(exchanges.map((ex) => [ex.id, ex]));
  const keys = Object.keys(facts);
  const picked = new Map<string, { about: string; facts: Set<string>; field?: string }>();
  const sides: BoundSide[] = [];
  for (const o of observations) {
    if (!('operation' in o) || o.operation === undefined || o.evidence.confidence === 'tentative') continue;
    const op = operations.find((d) => d.number === o.operation);
    if (op === undefined) continue;
    const stated = factKeys(o, operationKey(op)).flatMap((f) =>
      keys.filter((k) => (f.endsWith('.') ? k.startsWith(f) : k === f)),
    );
    if (stated.length === 0) continue;
    const evidence = o.evidence.exchangeIds.flatMap((id) => byId.get(id) ?? []);
    for (const ex of chosen(o, evidence)) {
      // A bound's accepted side travels with the other bounds of its side (one request for all).
      const side =
        o.kind === 'bound' && outcomeOf(ex).verdict === 'accepted'
          ? boundSide(o, ex, stated[0] ?? '')
          : undefined;
      if (side !== undefined) {
        sides.push(side);
        continue;
      }
      const entry = picked.get(ex.id) ?? {
        about: o.kind,
        facts: new Set<string>(),
        ...(o.kind === 'enum' && { field: o.field }),
      };
      for (const f of stated) entry.facts.add(f);
      picked.set(ex.id, entry);
    }
  }
  const witnesses = [...picked.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([id, entry]): Witness[] => {
      const ex = byId.get(id);
      if (ex?.operation === undefined) return [];
      return [
        {
          operation: ex.operation,
          about: entry.about,
          facts: [...entry.facts].sort(),
          request: witnessRequest(ex, ids, acceptedBody(observations, ex.operation)),
          outcome: outcomeOf(ex, entry.field),
          ...(entry.field !== undefined && { field: entry.field }),
          source: id,
        },
      ];
    });
  const acceptedOf = (op: number): Witness | undefined =>
    witnesses.find((w) => w.operation === op && w.about === 'baseline');
  return [
    ...witnesses,
    ...boundSideWitnesses(sides, observations, acceptedOf, ids),
    ...bodyLimitSide(observations, exchanges, facts, ids),
  ];
}

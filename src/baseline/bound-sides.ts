/**
 * @module The accepted sides of limits. An operation's bounds as one request per side: every bounded field
 * at its maximum together, then every one at its minimum, starting from the accepted payload and
 * expected to be accepted like it. One request instead of one per bound keeps a check cheap; a
 * disagreement sends the operation to rediscovery, which says which bound moved. And the body
 * limit's side that was not refused.
 */
import type { Exchange } from '../core/exchange.ts';
import type { Observation, ObservationOf } from '../core/observation.ts';
import { outcomeOf, type Witness } from './witness.ts';
import { type RecordedIds, template, witnessRequest } from './witness-request.ts';

/** A bound's accepted side: the field's value at the bound, to be sent with the others of its side. */
export interface BoundSide {
  readonly operation: number;
  readonly side: 'upper' | 'lower';
  readonly field: string;
  readonly value: unknown;
  readonly fact: string;
}

export function boundSide(o: ObservationOf<'bound'>, ex: Exchange, fact: string): BoundSide | undefined {
  try {
    const body = JSON.parse(ex.request.body ?? '') as Record<string, unknown>;
    if (!Object.hasOwn(body, o.field)) return undefined;
    const side = o.bound === 'maximum' || o.bound === 'maxLength' ? 'upper' : 'lower';
    return { operation: o.operation, side, field: o.field, value: body[o.field], fact };
  } catch {
    return undefined;
  }
}

/**
 * The accepted sides of an operation's bounds, one request per side (every field at its maximum
 * together, then at its minimum), expected to be accepted like the payload they start from.
 */
export function boundSideWitnesses(
  sides: readonly BoundSide[],
  observations: readonly Observation[],
  byOp: (op: number) => Witness | undefined,
  ids: RecordedIds,
): Witness[] {
  const groups = new Map<string, BoundSide[]>();
  for (const s of sides)
    groups.set(`${s.operation}|${s.side}`, [...(groups.get(`${s.operation}|${s.side}`) ?? []), s]);
  return [...groups.values()].flatMap((group) => {
    const first = group[0];
    const accepted = first && byOp(first.operation);
    const payload = first && acceptedBody(observations, first.operation);
    if (!first || !accepted || typeof payload !== 'object' || payload === null) return [];
    const body = {
      ...(payload as Record<string, unknown>),
      ...Object.fromEntries(group.map((s) => [s.field, s.value])),
    };
    return [
      {
        ...accepted,
        about: `bounds_${first.side}`,
        built: true,
        facts: group.map((s) => s.fact).sort(),
        request: { ...accepted.request, body: template(JSON.stringify(body), ids, false) },
      },
    ];
  });
}

export function acceptedBody(observations: readonly Observation[], operation: number): unknown {
  return observations.find(
    (o): o is ObservationOf<'baseline'> => o.kind === 'baseline' && o.operation === operation,
  )?.body;
}

/**
 * The body limit's side that was not refused: the probe's request of exactly the limit's size (its
 * evidence keeps the refused ones). It need not be accepted (the padding may break a length rule),
 * only not refused as too large, and it answers the same way while the limit holds.
 */
export function bodyLimitSide(
  observations: readonly Observation[],
  exchanges: readonly Exchange[],
  facts: Readonly<Record<string, string>>,
  ids: RecordedIds,
): Witness[] {
  const limit = observations.find((o): o is ObservationOf<'body_limit'> => o.kind === 'body_limit');
  if (limit === undefined || !('server body-limit' in facts)) return [];
  const ex = exchanges.find(
    (e) => e.operation === limit.operation && e.label.endsWith(`:body-limit:${limit.maxBytes}`) && e.response,
  );
  if (ex?.operation === undefined) return [];
  const request = witnessRequest(ex, ids, acceptedBody(observations, ex.operation));
  return [
    {
      operation: ex.operation,
      about: 'body_limit',
      facts: ['server body-limit'],
      request,
      outcome: outcomeOf(ex),
    },
  ];
}

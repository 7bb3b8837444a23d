/**
 * @module The error answers a baseline pins, per operation and per cause that drew them (validation,
 * no token, unknown id, ...): the statuses, the media types and the body's shape (property types and
 * which are always present). Keyed by cause rather than status, so a cause that moved from 400 to
 * 422 is one changed fact, not a status gone and another come.
 */
import { operations } from '../../fixtures/catalog.ts';
import type { Observation, ObservationOf } from '../core/observation.ts';
import { type Facts, operationKey, schemaFacts, shapeKeys } from './schema-facts.ts';

/** The media type without parameters (`charset`), lower case; `none` for an answer without a body. */
export function mediaType(contentType: string | undefined): string {
  return contentType?.split(';')[0]?.trim().toLowerCase() || 'none';
}

export function errorFacts(observations: readonly Observation[], out: Facts): void {
  const shapes = observations
    .filter((o): o is ObservationOf<'error_shape'> => o.kind === 'error_shape')
    .filter((o) => o.evidence.confidence !== 'tentative')
    .sort((a, b) => a.status - b.status);
  const groups = new Map<string, ObservationOf<'error_shape'>[]>();
  for (const o of shapes) {
    const op = operations.find((d) => d.number === o.operation);
    if (op === undefined) continue;
    const prefix = `${operationKey(op)} error.${o.cause}`;
    groups.set(prefix, [...(groups.get(prefix) ?? []), o]);
  }
  for (const [prefix, group] of groups) {
    const list = (values: string[]) => JSON.stringify([...new Set(values)].sort());
    out[`${prefix}.status`] = list(group.map((o) => String(o.status)));
    out[`${prefix}.content-type`] = list(group.map((o) => mediaType(o.contentType)));
    schemaFacts(`${prefix}.body`, group.find((o) => o.schema !== undefined)?.schema, out, shapeKeys);
  }
}

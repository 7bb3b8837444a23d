/**
 * @module The type fact: the type a field takes, whether a wrong one is refused, and the values
 * that showed it (refused as well as accepted).
 */
import type { TypeSamples } from '../../../core/observation.ts';
import { type FactDescriptor, field } from '../descriptor.ts';

/** `; refused "12", 7.5; accepted 7`: the values sent, as JSON, by answer. */
export function samplesText(samples: TypeSamples | undefined): string {
  if (samples === undefined) return '';
  const list = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');
  return [
    samples.refused.length > 0 ? `; refused ${list(samples.refused)}` : '',
    samples.accepted.length > 0 ? `; accepted ${list(samples.accepted)}` : '',
  ].join('');
}

export const type: FactDescriptor<'type'> = {
  inferred: { via: 'request fields' },
  openapi: { via: 'request schema' },
  gap: { sections: ['Allowed values, formats, units and bounds'] },
  page: {
    place: (o) => field(o.field, 'type'),
    text: (o) =>
      `${o.type}${o.items ? ` of ${o.items}` : ''}${o.lenient ? ' (a wrong type was accepted)' : ''}${samplesText(o.samples)}`,
  },
  // A wrong type accepted is no rule: nothing to pin.
  baseline: { keys: (o, id) => (o.lenient ? [] : [`${id} request.${o.field}.type`]) },
};

/** @module The closed-set fact: the values a field takes, and whether others are refused. */
import type { ObservationOf } from '../../../core/observation.ts';
import { type FactDescriptor, field } from '../descriptor.ts';

function caseText(o: ObservationOf<'enum'>): string {
  if (o.caseInsensitive === undefined) return '';
  return o.caseInsensitive ? ' (any case)' : ' (case-sensitive)';
}

export const enumFact: FactDescriptor<'enum'> = {
  inferred: { via: 'request fields' },
  openapi: { via: 'request schema' },
  gap: { sections: ['Allowed values, formats, units and bounds'] },
  page: {
    place: (o) => field(o.field, 'closed set'),
    text: (o) =>
      `${o.closed ? 'closed' : 'open'}${o.complete ? ', complete' : ''}: ${o.values.join(', ')}${caseText(o)}${o.source === 'error_message' ? ' · listed by the server' : ''}`,
  },
  baseline: { keys: (o, id) => [`${id} request.${o.field}.enum`] },
};

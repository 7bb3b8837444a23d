/** @module The type fact: the type a field takes, and whether a wrong one is refused. */
import { type FactDescriptor, field } from '../descriptor.ts';

export const type: FactDescriptor<'type'> = {
  inferred: { via: 'request fields' },
  openapi: { via: 'request schema' },
  gap: { sections: ['Allowed values, formats, units and bounds'] },
  page: {
    place: (o) => field(o.field, 'type'),
    text: (o) =>
      `${o.type}${o.items ? ` of ${o.items}` : ''}${o.lenient ? ' (a wrong type was accepted)' : ''}`,
  },
  // A wrong type accepted is no rule: nothing to pin.
  baseline: { keys: (o, id) => (o.lenient ? [] : [`${id} request.${o.field}.type`]) },
};

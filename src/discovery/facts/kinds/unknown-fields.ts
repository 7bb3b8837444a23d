/** @module The unknown-fields fact: whether a field nobody names is refused or ignored. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const unknownFields: FactDescriptor<'unknown_fields'> = {
  inferred: { via: 'request fields' },
  openapi: { via: 'request schema' },
  gap: {
    sections: [
      'Allowed values, formats, units and bounds',
      'Contents of objects given only as objects (primary, bookedBy, bodies of 16 and 17)',
    ],
  },
  page: {
    place: () => row('behaviour'),
    text: (o) => `unknown fields${o.field === undefined ? '' : ` inside ${o.field}`} ${o.policy}`,
  },
  baseline: { keys: (_, id) => [`${id} request.unknown-fields`] },
};

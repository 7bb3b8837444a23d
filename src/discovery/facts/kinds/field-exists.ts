/** @module The undocumented-field fact: a field the document does not name, found accepted. */
import { type FactDescriptor, field } from '../descriptor.ts';

export const fieldExists: FactDescriptor<'field_exists'> = {
  inferred: { via: 'request fields' },
  openapi: { via: 'request schema' },
  gap: {
    sections: [
      'Required and optional request fields',
      'Allowed values, formats, units and bounds',
      'Contents of objects given only as objects (primary, bookedBy, bodies of 16 and 17)',
    ],
  },
  page: { place: (o) => field(o.field, 'document'), text: () => 'not in the document; accepted' },
  baseline: { keys: () => [] },
};

/** @module The format fact: a field refused when not of a format (email). */
import { type FactDescriptor, field } from '../descriptor.ts';

export const format: FactDescriptor<'format'> = {
  inferred: { via: 'request fields' },
  openapi: { via: 'request schema' },
  gap: { sections: ['Allowed values, formats, units and bounds'] },
  page: { place: (o) => field(o.field, 'format'), text: (o) => o.format },
  baseline: { keys: (o, id) => [`${id} request.${o.field}.format`] },
};

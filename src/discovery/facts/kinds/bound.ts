/** @module The bound fact: a field's minimum, maximum or length limit. */
import { type FactDescriptor, field } from '../descriptor.ts';

export const bound: FactDescriptor<'bound'> = {
  inferred: { via: 'request fields' },
  openapi: { via: 'request schema' },
  gap: { sections: ['Allowed values, formats, units and bounds'] },
  page: { place: (o) => field(o.field, 'bounds'), text: (o) => `${o.bound} ${o.value}` },
  baseline: { keys: (o, id) => [`${id} request.${o.field}.${o.bound}`] },
};

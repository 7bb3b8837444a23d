/** @module The required fact: whether leaving a field out is refused. */
import { type FactDescriptor, field } from '../descriptor.ts';

export const required: FactDescriptor<'required'> = {
  inferred: { via: 'request fields' },
  openapi: { via: 'request schema' },
  gap: { sections: ['Required and optional request fields'] },
  page: { place: (o) => field(o.field, 'required'), text: (o) => (o.required ? 'required' : 'optional') },
  baseline: { keys: (o, id) => (o.required ? [`${id} request.required`] : []) },
};

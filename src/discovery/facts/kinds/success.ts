/** @module The success fact: a status the operation answers an accepted request with. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const success: FactDescriptor<'success'> = {
  inferred: { via: 'responses' },
  openapi: { via: 'responses' },
  gap: { sections: ['Response bodies and success statuses', 'Fields of response records'] },
  page: { place: () => row('success'), text: (o) => `success status ${o.status}` },
  baseline: { keys: () => [] },
};

/** @module The deprecation fact: a Deprecation or Sunset header the operation answers with. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const deprecation: FactDescriptor<'deprecation'> = {
  inferred: { slot: 'deprecation', many: true },
  openapi: { via: 'not stated' },
  gap: {
    sections: ['Versioning policy, deprecation and compatibility'],
    line: (o) => `${o.header}: ${o.value}`,
  },
  page: { place: () => row('behaviour'), text: (o) => `${o.header}: ${o.value}` },
  baseline: { keys: () => [] },
};

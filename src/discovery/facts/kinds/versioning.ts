/** @module The versioning fact: what another version's path answers. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const versioning: FactDescriptor<'versioning'> = {
  inferred: { slot: 'versioning', many: true },
  openapi: { via: 'not stated' },
  gap: {
    sections: ['Versioning policy, deprecation and compatibility'],
    line: (o) => `the other version's path ${o.otherVersionPath} answers ${o.status}`,
  },
  page: { place: () => row('behaviour'), text: (o) => `${o.otherVersionPath} → ${o.status}` },
  baseline: { keys: () => [] },
};

/** @module The not-established fact: a topic probed without an answer, and why. */
import { type FactDescriptor, field, row } from '../descriptor.ts';

export const undetermined: FactDescriptor<'undetermined'> = {
  inferred: { slot: 'undetermined', many: true },
  openapi: { via: 'not stated' },
  gap: {
    sections: [
      'Required and optional request fields',
      'States and transitions',
      'Rate limits, size limits and pagination',
    ],
    line: (o) => `${o.topic}: ${o.reason}`,
  },
  page: {
    place: (o) => (o.field !== undefined ? field(o.field, 'document') : row('unverified')),
    text: (o) => `${o.topic}: not established (${o.reason})`,
  },
  baseline: { keys: () => [] },
};

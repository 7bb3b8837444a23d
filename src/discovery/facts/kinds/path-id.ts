/** @module The path-id fact: what an unknown, malformed or other tenant's id is answered with. */
import { type FactDescriptor, row } from '../descriptor.ts';

const errorCause = {
  unknown: 'unknown_id',
  malformed: 'malformed_id',
  other_tenant: 'other_tenant',
} as const;

export const pathId: FactDescriptor<'path_id'> = {
  inferred: { slot: 'pathIds', many: true },
  // The answers are stated among the responses, from their error shapes.
  openapi: { via: 'responses' },
  gap: { sections: ['How a token is obtained, its lifetime and scope'] },
  page: {
    place: () => row('errors'),
    text: (o) => `${o.variant.replace('_', ' ')} ${o.param} → ${o.status}`,
  },
  baseline: { keys: (o, id) => [`${id} unknown-id`, `${id} error.${errorCause[o.variant]}.`] },
};

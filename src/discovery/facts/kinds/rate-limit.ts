/** @module The rate-limit fact: so many requests per window, and how it was learned. */
import type { ObservationOf } from '../../../core/observation.ts';
import { type FactDescriptor, row } from '../descriptor.ts';

/** The rate limit and how it was learned (`headers`, `counted`, `observed-429s`). */
const rateLimitObject = (o: ObservationOf<'rate_limit'>) => ({
  'x-rate-limit': { limit: o.limit, windowSeconds: o.windowSeconds, learnedFrom: o.source },
});

export const rateLimit: FactDescriptor<'rate_limit'> = {
  inferred: { slot: 'rateLimit', server: true },
  openapi: { operation: rateLimitObject, document: rateLimitObject },
  gap: {
    sections: ['Rate limits, size limits and pagination'],
    line: (o) => `rate limit ${o.limit} requests per ${o.windowSeconds} s (${o.source})`,
  },
  page: {
    place: () => row('limits'),
    text: (o) => `rate limit ${o.limit} per ${o.windowSeconds} s (${o.source})`,
  },
  // Pinned from the run as a whole (`server rate-limit`, headers included), not per observation.
  baseline: { keys: () => [] },
};

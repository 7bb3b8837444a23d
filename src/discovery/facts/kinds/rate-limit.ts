/**
 * @module The rate-limit fact: what the run measured (the requests per second that held between its
 * 429s, the burst before the first, with the exchanges that show them), or, with no 429 seen, what
 * the server's headers claim, said to be a claim.
 */
import type { ObservationOf, RateLimitFact } from '../../../core/observation.ts';
import { type FactDescriptor, row } from '../descriptor.ts';

type RateLimit = ObservationOf<'rate_limit'>;

/** The stated limit and how it was learned (`observed-429s`, or the `headers`' claim alone). */
const rateLimitObject = (o: RateLimit) => ({
  'x-rate-limit':
    o.source === 'observed-429s'
      ? {
          sustainedRps: o.measured.sustainedRps,
          burst: o.measured.burst,
          over: o.measured.over,
          learnedFrom: o.source,
          ...(o.claimed !== undefined && { claimed: o.claimed }),
        }
      : { claimed: o.claimed, learnedFrom: o.source },
});

const claim = (c: { limit: number; windowSeconds: number }) => `${c.limit} requests per ${c.windowSeconds} s`;

/** One sentence for the gap report and the page. */
export function rateLimitText(o: RateLimitFact): string {
  if (o.source === 'headers')
    return `the server's headers claim ${claim(o.claimed)} (a claim: no 429 was seen, nothing measured)`;
  const m = o.measured;
  const also = o.claimed === undefined ? '' : `; its headers claim ${claim(o.claimed)}`;
  return (
    `rate limit ${m.sustainedRps} requests/s sustained (${m.over.requests} requests passed in ` +
    `${m.over.seconds} s between 429s, ${m.over.throttles} 429s in all), burst ${m.burst}` +
    ` (observed 429s${also})`
  );
}

export const rateLimit: FactDescriptor<'rate_limit'> = {
  inferred: { slot: 'rateLimit', server: true },
  openapi: { operation: rateLimitObject, document: rateLimitObject },
  gap: {
    sections: ['Rate limits, size limits and pagination'],
    line: rateLimitText,
  },
  page: {
    place: () => row('limits'),
    text: rateLimitText,
  },
  // Pinned from the run as a whole (`server rate-limit`, headers included), not per observation.
  baseline: { keys: () => [] },
};

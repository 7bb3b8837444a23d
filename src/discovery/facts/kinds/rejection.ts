/** @module The rejection fact: the statuses (and envelope) the operation refuses a request with. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const rejection: FactDescriptor<'rejection'> = {
  inferred: { slot: 'rejection' },
  openapi: {
    operation: (o) => ({ 'x-rejection': { statuses: o.statuses, failureEnvelope: o.failureEnvelope } }),
  },
  // The gap report states the refusals per status, from the error shapes.
  gap: { sections: [] },
  page: {
    place: () => row('errors'),
    text: (o) =>
      `rejects with ${o.statuses.join(', ')}${o.failureEnvelope ? ' ({success:false} envelope)' : ''}`,
  },
  baseline: { keys: () => [] },
};

/** @module The unread-body fact: certainly invalid bodies answered like the accepted one. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const invalidBodyAccepted: FactDescriptor<'invalid_body_accepted'> = {
  inferred: { slot: 'invalidBody' },
  openapi: {
    operation: (o) => ({ 'x-invalid-body-accepted': o.read ? 'read-as-no-input' : 'body-unread' }),
  },
  // Why an operation has no request rules.
  gap: { sections: ['Required and optional request fields', 'Allowed values, formats, units and bounds'] },
  page: {
    place: () => row('behaviour'),
    text: (o) =>
      o.read
        ? 'malformed JSON accepted like the accepted body: read as no input'
        : 'body not read: malformed JSON and wrong-typed fields answered like the accepted body',
  },
  baseline: { keys: () => [] },
};

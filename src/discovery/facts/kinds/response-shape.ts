/** @module The response-shape fact: the media type and schema of a success answer's body. */
import { type FactDescriptor, row } from '../descriptor.ts';
import { contentTypeText, schemaSummary } from '../schema-summary.ts';

export const responseShape: FactDescriptor<'response_shape'> = {
  inferred: { via: 'responses' },
  openapi: { via: 'responses' },
  gap: { sections: ['Fields of response records', 'Response bodies and success statuses'] },
  page: {
    place: () => row('success'),
    text: (o) =>
      `${o.status}${contentTypeText(o.contentType)}: ${schemaSummary(o.schema)} (${o.samples} samples)`,
  },
  baseline: { keys: () => [] },
};

/** @module The error-shape fact: the status, media type and body of one kind of refusal. */
import { type FactDescriptor, row } from '../descriptor.ts';
import { contentTypeText, schemaSummary } from '../schema-summary.ts';

export const errorShape: FactDescriptor<'error_shape'> = {
  inferred: { via: 'responses' },
  openapi: { via: 'responses' },
  gap: { sections: ['Errors: statuses, codes and body shape'] },
  page: {
    place: () => row('errors'),
    text: (o) =>
      `${o.status} on ${o.cause.replaceAll('_', ' ')}${contentTypeText(o.contentType)}${o.schema ? `: ${schemaSummary(o.schema)}` : ''}`,
  },
  baseline: { keys: (o, id) => [`${id} error.${o.cause}.`] },
};

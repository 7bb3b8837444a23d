/** @module The GET-body fact: whether a body sent with a GET is honoured or ignored. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const getBody: FactDescriptor<'get_body'> = {
  inferred: { slot: 'getBody' },
  openapi: { operation: (o) => ({ 'x-get-body': o.handling }) },
  // Why a GET has no request rules.
  gap: { sections: ['Required and optional request fields', 'Allowed values, formats, units and bounds'] },
  page: { place: () => row('behaviour'), text: (o) => `GET body ${o.handling}` },
  baseline: { keys: (_, id) => [`${id} get-body`] },
};

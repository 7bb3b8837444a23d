/** @module The body-limit fact: the largest body accepted, and what a larger one is answered. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const bodyLimit: FactDescriptor<'body_limit'> = {
  inferred: { slot: 'bodyLimit' },
  openapi: {
    operation: (o) => ({ 'x-max-body-bytes': o.maxBytes }),
    document: (o) => ({ 'x-max-body-bytes': o.maxBytes }),
  },
  gap: {
    sections: ['Rate limits, size limits and pagination'],
    line: (o) => `bodies up to ${o.maxBytes} bytes accepted, larger answered ${o.status}`,
  },
  page: { place: () => row('limits'), text: (o) => `body limit ${o.maxBytes} bytes → ${o.status}` },
  baseline: { server: true, keys: () => ['server body-limit'] },
};

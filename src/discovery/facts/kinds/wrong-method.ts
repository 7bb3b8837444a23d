/** @module The wrong-method fact: what the operation's path answers to a method it is not listed with. */
import { type FactDescriptor, row } from '../descriptor.ts';

const allowed = (allow: string | undefined) => (allow === undefined ? '' : ` (Allow: ${allow})`);

export const wrongMethod: FactDescriptor<'wrong_method'> = {
  inferred: { slot: 'wrongMethod' },
  openapi: {
    operation: (o) => ({
      'x-wrong-method': {
        method: o.method,
        status: o.status,
        ...(o.allow !== undefined && { allow: o.allow }),
      },
    }),
  },
  gap: {
    sections: ['Errors: statuses, codes and body shape'],
    appended: true,
    line: (o) => `${o.method} on this path answers ${o.status}${allowed(o.allow)}`,
  },
  page: { place: () => row('errors'), text: (o) => `${o.method} → ${o.status}${allowed(o.allow)}` },
  baseline: { keys: () => [] },
};

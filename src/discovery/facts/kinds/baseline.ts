/** @module The accepted-body fact: the body discovery found accepted, and whether it is accepted twice. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const baseline: FactDescriptor<'baseline'> = {
  inferred: { slot: 'baseline' },
  openapi: {
    via: 'request example',
    // The same accepted request refused when sent again: a state rule, kept apart from field rules.
    operation: (o) =>
      o.repeatStatus === undefined ? {} : { 'x-conflict-on-repeat': { status: o.repeatStatus } },
  },
  gap: {
    sections: [
      'Overall purpose and business rules',
      'States and transitions',
      'Contents of objects given only as objects (primary, bookedBy, bodies of 16 and 17)',
    ],
    line: (o) => {
      const repeat = o.repeatable
        ? 'sending it again was accepted too'
        : `sending it again was NOT accepted${o.repeatStatus === undefined ? '' : ` (${o.repeatStatus})`}: a state rule, so required fields were probed on new records where a create operation is known`;
      return `a valid request is answered ${o.status}; ${repeat}`;
    },
  },
  page: {
    place: () => row('behaviour'),
    text: (o) =>
      `accepted body found (${o.status})${o.repeatable ? ', accepted again' : ', not accepted twice'}`,
  },
  baseline: { keys: (_, id) => [`${id} success`, `${id} response.`] },
};

/** @module The auth fact: whether the operation demands a token, and what it answers without one. */
import { type FactDescriptor, row } from '../descriptor.ts';

export const auth: FactDescriptor<'auth'> = {
  inferred: { slot: 'auth' },
  openapi: { via: 'security' },
  gap: {
    sections: [
      'How a token is obtained, its lifetime and scope',
      'Whether operations 8 and 18 require a token',
    ],
  },
  page: {
    place: () => row('auth'),
    text: (o) =>
      o.requirement === 'none'
        ? 'public: answers without a token'
        : `token required: none → ${o.noTokenStatus ?? '?'}, malformed → ${o.malformedTokenStatus ?? '?'}${o.wwwAuthenticate ? ` (WWW-Authenticate: ${o.wwwAuthenticate})` : ''}`,
  },
  baseline: { keys: (_, id) => [`${id} security`, `${id} error.no_token.`, `${id} error.bad_token.`] },
};

/**
 * @module Regression: the auth guard fell off operation 16 (POST
 * `/v1/onsite-visit/{sessionId}/image-notes`): it is public now, like 8 and 18.
 */
import { patchOperation, type Regression } from './regression.ts';

export function authDropped(): Regression {
  return {
    name: 'auth-dropped',
    operations: (table) => patchOperation(table, '16', (op) => ({ ...op, auth: 'none' })),
  };
}

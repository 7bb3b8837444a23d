/**
 * @module Regression: operation 13 (POST `/v1/homes/{dealId}/note`) now requires an `author`
 * (string, 1–100 characters).
 */
import { patchOperation, type Regression } from './regression.ts';

export function newRequiredField(): Regression {
  return {
    name: 'new-required-field',
    operations: (table) =>
      patchOperation(table, '13', (op) => ({
        ...op,
        body: { ...op.body, author: { type: 'string', required: true, minLength: 1, maxLength: 100 } },
      })),
  };
}

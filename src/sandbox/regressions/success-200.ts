/** @module Regression: operation 2 (POST `/v1/referrals/`) answers 200 where it answered 201. */
import { patchOperation, type Regression } from './regression.ts';

export function success200(): Regression {
  return {
    name: 'success-200',
    operations: (table) => patchOperation(table, '2', (op) => ({ ...op, successStatus: 200 })),
  };
}

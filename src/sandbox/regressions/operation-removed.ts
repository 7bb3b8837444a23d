/**
 * @module Regression: operation 17 (POST `/v1/rma/{rmaId}/contract/send`) was removed; its route
 * answers the framework's 404 `Cannot POST …`, and the truth no longer lists it.
 */
import type { Regression } from './regression.ts';

export function operationRemoved(): Regression {
  return {
    name: 'operation-removed',
    operations: (table) => Object.fromEntries(Object.entries(table).filter(([key]) => key !== '17')),
  };
}

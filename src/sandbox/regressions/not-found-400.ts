/**
 * @module Regression: operation 12 (GET `/v1/homes/{dealId}`) answers an unknown deal with 400
 * (a `BadRequestException`) instead of 404.
 */
import type { Regression } from './regression.ts';

export function notFound400(): Regression {
  return {
    name: 'not-found-400',
    unknownIdStatus: (operation) => (operation === '12' ? 400 : undefined),
    truth: (truth) => {
      const op = truth.operations['12'];
      return op
        ? { ...truth, operations: { ...truth.operations, 12: { ...op, notFoundStatus: 400 } } }
        : truth;
    },
  };
}

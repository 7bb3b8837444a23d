/** @module Alt regression: operation 12's `data.address` is no longer in the answer. */

import type { Regression } from '../../shared/regression.ts';
import type { OperationRule } from '../../shared/rules.ts';

export const responsePropertyRemoved: Regression<'response-property-removed', OperationRule> = {
  name: 'response-property-removed',
  respond: (op, result) => {
    if (op !== '12') return result;
    const { address: _dropped, ...rest } = result;
    return rest;
  },
};

/** @module Alt regression: operation 1's `bedrooms` maximum went from 12 to 20. */

import { patchField, type Regression } from '../../shared/regression.ts';
import type { OperationRule } from '../../shared/rules.ts';

export const boundLoosened: Regression<'bound-loosened', OperationRule> = {
  name: 'bound-loosened',
  rules: (table) => patchField(table, '1', 'bedrooms', () => ({ type: 'integer', minimum: 1, maximum: 20 })),
};

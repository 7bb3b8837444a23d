/** @module Alt regression: operation 2's `referralType` no longer allows `renter` (buyer, seller left). */

import { patchField, type Regression } from '../../shared/regression.ts';
import type { OperationRule } from '../../shared/rules.ts';

export const enumValueRemoved: Regression<'enum-value-removed', OperationRule> = {
  name: 'enum-value-removed',
  rules: (table) =>
    patchField(table, '2', 'referralType', () => ({ type: 'enum', values: ['buyer', 'seller'] })),
};

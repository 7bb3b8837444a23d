/** @module Terse regression: operation 2's `referralType` accepts one more value, `seller` (buyer, investor, seller). */
import { patchField, type Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

export const enumWidened: Regression<'enum-widened', TerseRule> = {
  name: 'enum-widened',
  rules: (table) =>
    patchField(table, '2', 'referralType', () => ({ type: 'enum', values: ['buyer', 'investor', 'seller'] })),
};

/** @module Terse regression: operation 1's `bedrooms` maximum went from 50 to 100. */
import { patchField, type Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

export const boundLoosened: Regression<'bound-loosened', TerseRule> = {
  name: 'bound-loosened',
  rules: (table) => patchField(table, '1', 'bedrooms', () => ({ type: 'integer', minimum: 0, maximum: 100 })),
};

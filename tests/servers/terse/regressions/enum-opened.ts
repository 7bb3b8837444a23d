/** @module Terse regression: operation 11's `type` is any string up to 64 characters (the closed set year-starter/monthly is gone). */
import { patchField, type Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

export const enumOpened: Regression<'enum-opened', TerseRule> = {
  name: 'enum-opened',
  rules: (table) => patchField(table, '11', 'type', () => ({ type: 'string', maxLength: 64 })),
};

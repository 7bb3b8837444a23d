/** @module Terse regression: the 2000-character limit of operation 10's `note` was dropped. */
import { patchField, type Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

export const maxLengthDropped: Regression<'max-length-dropped', TerseRule> = {
  name: 'max-length-dropped',
  rules: (table) => patchField(table, '10', 'note', () => ({ type: 'string' })),
};

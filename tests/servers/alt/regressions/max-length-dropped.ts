/** @module Alt regression: the `maxLength: 500` of operation 13's `note` was dropped (1 character minimum kept). */

import { patchField, type Regression } from '../../shared/regression.ts';
import type { OperationRule } from '../../shared/rules.ts';

export const maxLengthDropped: Regression<'max-length-dropped', OperationRule> = {
  name: 'max-length-dropped',
  rules: (table) => patchField(table, '13', 'note', () => ({ type: 'string', minLength: 1 })),
};

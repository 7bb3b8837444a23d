/** @module Alt regression: operation 2's `clientEmail` lost `format: email`; any string up to 254 passes. */

import { patchField, type Regression } from '../../shared/regression.ts';
import type { OperationRule } from '../../shared/rules.ts';

export const emailUnchecked: Regression<'email-unchecked', OperationRule> = {
  name: 'email-unchecked',
  rules: (table) => patchField(table, '2', 'clientEmail', () => ({ type: 'string', maxLength: 254 })),
};

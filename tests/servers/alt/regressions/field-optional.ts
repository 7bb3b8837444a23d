/** @module Alt regression: operation 1's `bedrooms` is no longer required (its bounds stay). */

import { patchBody, type Regression } from '../../shared/regression.ts';
import type { OperationRule } from '../../shared/rules.ts';

export const fieldOptional: Regression<'field-optional', OperationRule> = {
  name: 'field-optional',
  rules: (table) =>
    patchBody(table, '1', (body) => ({ ...body, required: body.required.filter((f) => f !== 'bedrooms') })),
};

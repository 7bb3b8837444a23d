/** @module Terse regression: operation 12 answers an unknown deal with `400 {"success":false,"error":"Not found"}`, not a plain-text 404. */
import { patchRule, type Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

export const notFound400: Regression<'not-found-400', TerseRule> = {
  name: 'not-found-400',
  rules: (table) => patchRule(table, '12', (rule) => ({ ...rule, notFoundStatus: 400 })),
};

/** @module Terse regression: operation 18 (GET `/v1/realtors/{contactId}`), public so far, now requires a token. */
import { patchRule, type Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

export const publicNeedsToken: Regression<'public-needs-token', TerseRule> = {
  name: 'public-needs-token',
  rules: (table) => patchRule(table, '18', (rule) => ({ ...rule, auth: 'required' })),
};

/** @module Terse regression: operation 10 (POST `/v2/vision-ai/rejected-report-note/{recordId}`) no longer checks the token. */
import { patchRule, type Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

export const authDropped: Regression<'auth-dropped', TerseRule> = {
  name: 'auth-dropped',
  rules: (table) => patchRule(table, '10', (rule) => ({ ...rule, auth: 'none' })),
};

/** @module Terse regression: operation 1's `result.reportId` is a JSON number now (`5905334`), no longer a string. */
import type { Regression } from '../../shared/regression.ts';
import type { TerseRule } from '../rules.ts';

export const responseTypeChanged: Regression<'response-type-changed', TerseRule> = {
  name: 'response-type-changed',
  respond: (op, result) =>
    op === '1' && typeof result.reportId === 'string'
      ? { ...result, reportId: Number(result.reportId) }
      : result,
};

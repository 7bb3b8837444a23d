/**
 * @module A bare case for the case-plan tests: one operation and scenario, no body, validity unknown.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Case, Scenario } from '../core/case.ts';

export function aCase(operation: OperationNumber, scenario: Scenario, n = 0): Case {
  return {
    id: `op${operation}-${scenario}-${n}`,
    operation,
    scenario,
    auth: 'token',
    pathParams: {},
    body: { kind: 'none' },
    validity: 'unknown',
    seed: 1,
  };
}

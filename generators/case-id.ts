/**
 * @module Case ids: stable and readable, `op01-valid_full-003`, `op13-wrong_type-note-number`.
 */
import type { OperationNumber } from '../fixtures/catalog.ts';
import type { Scenario } from '../src/core/case.ts';

export function caseId(
  operation: OperationNumber,
  scenario: Scenario,
  detail: readonly (string | number)[] = [],
): string {
  const parts = detail
    .filter((p) => p !== '')
    .map((p) => (typeof p === 'number' ? String(p).padStart(3, '0') : p));
  return [`op${String(operation).padStart(2, '0')}`, scenario, ...parts].join('-');
}

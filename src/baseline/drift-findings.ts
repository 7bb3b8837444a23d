/**
 * @module Drift as findings: a breaking change is a `drift` finding (the policy fails the run on
 * it); a compatible one is `drift_compatible`, recorded only.
 */
import { type OperationNumber, operations } from '../../fixtures/catalog.ts';
import { applyPolicy } from '../checks/policy.ts';
import type { Finding } from '../core/finding.ts';
import type { DriftChange } from './drift.ts';

function operationOf(key: string): OperationNumber | 0 {
  const [method, path] = key.split(' ');
  return operations.find((o) => o.method === method && o.path === path)?.number ?? 0;
}

export function driftFindings(changes: readonly DriftChange[], seed: number): Finding[] {
  return changes.map((c) => {
    const check = c.breaking ? 'drift' : 'drift_compatible';
    return {
      key: `${check}|${c.key}`,
      check,
      operation: operationOf(c.key),
      severity: c.breaking ? 'high' : 'info',
      title: `${c.breaking ? 'Breaking' : 'Compatible'} change since the baseline: ${c.key}`,
      expected: c.before ?? '(absent)',
      actual: c.after ?? '(absent)',
      caseId: 'baseline',
      seed,
      exchangeIds: [],
      curl: '',
      fails: applyPolicy({ check }),
      occurrences: 1,
    };
  });
}

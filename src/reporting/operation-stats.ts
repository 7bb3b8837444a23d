/**
 * @module Per-operation tallies over a run's exchanges, shared by the human-readable writers.
 */
import { operations } from '../../fixtures/catalog.ts';
import { answersOf } from '../core/answers.ts';
import type { RunRecord } from '../core/run-record.ts';

export interface OperationStats {
  readonly number: number;
  readonly method: string;
  readonly path: string;
  readonly requests: number;
  /** Status → count; transport failures counted under their kind. */
  readonly statuses: Readonly<Record<string, number>>;
  readonly findings: number;
  readonly failing: number;
  readonly skipped?: string;
  /** No request to it ever succeeded. */
  readonly unverified: boolean;
}

export function operationStats(run: RunRecord): OperationStats[] {
  return operations.map((op) => {
    const exchanges = run.exchanges.filter((e) => e.operation === op.number);
    const statuses = answersOf(exchanges);
    const findings = run.findings.filter((f) => f.operation === op.number);
    const skipped = run.skipped.find((s) => s.operation === op.number)?.reason;
    return {
      number: op.number,
      method: op.method,
      path: op.path,
      requests: exchanges.length,
      statuses,
      findings: findings.length,
      failing: findings.filter((f) => f.fails).length,
      ...(skipped !== undefined && { skipped }),
      unverified: run.unverified.some((u) => u.operation === op.number),
    };
  });
}

export function formatStatuses(statuses: Readonly<Record<string, number>>): string {
  return Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}×${n}`)
    .join(' ');
}

/**
 * @module What one matrix case saw: exit code, the drift findings (and whether one names the changed
 * operation), the other failing checks, time. Printed as one table at the end, so a run of the
 * matrix says which changes the gate catches and how.
 */
import type { OperationNumber } from '../../../fixtures/catalog.ts';
import type { Finding } from '../../../src/core/finding.ts';
import type { CliResult } from '../../support/cli.ts';

export interface CaseOutcome {
  readonly id: string;
  readonly code: number | null;
  /** A failing finding of the expected check (`drift` unless told) names the operation (any for a server-wide change). */
  readonly caught: boolean;
  readonly drift: readonly string[];
  readonly compatible: number;
  readonly otherFailing: readonly string[];
  readonly seconds: number;
  readonly summary: string;
}

export function judge(
  id: string,
  operation: number | undefined,
  run: CliResult,
  findings: readonly Finding[],
  by: Finding['check'] = 'drift',
): CaseOutcome {
  const drift = findings.filter((f) => f.check === 'drift');
  const caught = findings
    .filter((f) => f.check === by && f.fails)
    .some(
      (f) =>
        operation === undefined ||
        f.operation === operation ||
        (f.classification?.operations.includes(operation as OperationNumber) ?? false),
    );
  const otherFailing = [
    ...new Set(
      findings.filter((f) => f.fails && f.check !== 'drift').map((f) => `${f.check} #${f.operation}`),
    ),
  ];
  // Titles are in words ("#18 now requires a token (…)"): shown without the values changed.
  const driftKeys = drift.map((f) => f.title.replace(/ \([^()]*(\([^()]*\)[^()]*)*\)$/, ''));
  const lastLine = run.stderr.trim().split('\n').at(-1) ?? '';
  return {
    id,
    code: run.code,
    caught,
    drift: driftKeys,
    compatible: findings.filter((f) => f.check === 'drift_compatible').length,
    otherFailing,
    seconds: Math.round(run.ms / 1000),
    summary: `${id}: exit ${run.code}; drift: ${driftKeys.join('; ') || 'none'}; other failing: ${otherFailing.join(', ') || 'none'}${run.code === 1 || run.code === 0 ? '' : `; ${lastLine}`}`,
  };
}

export function matrixTable(outcomes: readonly CaseOutcome[]): string {
  const rows = [...outcomes]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(
      (o) =>
        `| ${o.id} | ${o.caught && o.code === 1 ? 'caught' : 'MISSED'} | ${o.code} | ${o.seconds} | ${o.drift.join('<br>') || '—'} | ${o.compatible} | ${o.otherFailing.join(', ') || '—'} |`,
    );
  return [
    '| change | gate | exit | s | drift findings | compatible | other failing |',
    '|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

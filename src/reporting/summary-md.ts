/**
 * @module `summary.md`: the verdict, the failing findings and one line per operation.
 */
import type { RunRecord } from '../core/run-record.ts';
import { formatStatuses, operationStats } from './operation-stats.ts';

export function writeSummaryMd(run: RunRecord): string {
  const failing = run.findings.filter((f) => f.fails);
  const lines = [
    `# Contract run: ${run.verdict === 'pass' ? 'PASS' : 'FAIL'}`,
    '',
    `- Target: ${run.meta.target}${run.meta.embeddedSandbox ? ' (embedded sandbox)' : ''}`,
    `- Seed: ${run.meta.seed} · examples per operation: ${run.meta.examples}`,
    `- Requests: ${run.meta.requestsSent} of a budget of ${run.meta.maxRequests}${run.meta.budgetExhausted ? ' (budget exhausted)' : ''}`,
    `- Findings: ${run.findings.length} (${failing.length} failing the run)`,
    '',
  ];
  if (failing.length > 0) {
    lines.push('## Failing findings', '');
    for (const f of failing) lines.push(`- **${f.check}** on #${f.operation} (${f.severity}): ${f.title}`);
    lines.push('');
  }
  lines.push(
    '## Operations',
    '',
    '| # | Method | Path | Requests | Statuses | Findings |',
    '|---|---|---|---|---|---|',
  );
  for (const s of operationStats(run)) {
    const findings = s.skipped ? `skipped: ${s.skipped}` : `${s.findings} (${s.failing} failing)`;
    lines.push(
      `| ${s.number} | ${s.method} | \`${s.path}\` | ${s.requests} | ${formatStatuses(s.statuses)} | ${findings} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

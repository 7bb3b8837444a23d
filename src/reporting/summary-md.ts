/**
 * @module `summary.md`: the verdict and what the server does that the document does not say (a PASS
 * with differences says so in its first lines), then the findings by check and severity (each with
 * method, path and curl), unverified operations, what the time budget cut, and one line per operation.
 */

import { formatAnswers } from '../core/answers.ts';
import { severities } from '../core/finding.ts';
import type { RunRecord } from '../core/run-record.ts';
import { declaredExceptionLines } from './declared-exceptions.ts';
import { differences, differencesLine } from './differences/differences.ts';
import { differencesSection } from './differences-md.ts';
import { formatStatuses, operationStats } from './operation-stats.ts';
import { timeCutSection, timeLine } from './time-cut-md.ts';
import { trafficSection } from './traffic-lines.ts';

type OpName = (n: number) => string;
type Differences = ReturnType<typeof differences>;
type Stats = ReturnType<typeof operationStats>;

function headLines(run: RunRecord, diff: Differences): string[] {
  const failing = run.findings.filter((f) => f.fails);
  const verdict = run.verdict === 'pass' ? 'PASS' : 'FAIL';
  return [
    `# Contract run: ${verdict}`,
    '',
    `- **${verdict}** with ${failing.length} failing finding${failing.length === 1 ? '' : 's'}; ${differencesLine(diff)}${diff.security > 0 ? ' — 🔴 security differences first below' : ''}`,
    `- Target: ${run.meta.target}${run.meta.embeddedSandbox ? ' (embedded sandbox)' : ''}`,
    `- Seed: ${run.meta.seed} · examples per operation: ${run.meta.examples}`,
    `- Requests: ${run.meta.requestsSent} of a budget of ${run.meta.maxRequests}${run.meta.budgetExhausted ? ' (budget exhausted)' : ''}`,
    ...(run.time ? [timeLine(run.time)] : []),
    `- Findings: ${run.findings.length} (${failing.length} failing the run)`,
    '',
    ...differencesSection(diff, '##'),
    ...trafficSection(run.meta.traffic),
  ];
}

function findingLines(run: RunRecord, opName: OpName): string[] {
  if (run.findings.length === 0) return [];
  const lines = ['## Findings by check and severity', ''];
  const byCheck = [...new Set(run.findings.map((f) => f.check))].sort();
  for (const check of byCheck) {
    const of = run.findings.filter((f) => f.check === check);
    const counts = severities
      .map((s) => [s, of.filter((f) => f.severity === s).length] as const)
      .filter(([, n]) => n > 0);
    const fails = of.some((f) => f.fails) ? ' — fails the run' : '';
    lines.push(`### ${check} (${counts.map(([s, n]) => `${n} ${s}`).join(', ')})${fails}`, '');
    for (const f of of) {
      lines.push(
        `- ${f.operation > 0 ? opName(f.operation) : 'run'}: ${f.title} (case \`${f.caseId}\`, seed ${f.seed})`,
        '',
        `  \`\`\`sh\n  ${f.curl}\n  \`\`\``,
        '',
      );
    }
  }
  return lines;
}

function unverifiedLines(run: RunRecord, opName: OpName): string[] {
  const refused = run.unverified.filter((u) => u.reason === 'refused');
  const failed = run.unverified.filter((u) => u.reason !== 'refused');
  const declared = declaredExceptionLines(run);
  return [
    ...(failed.length === 0
      ? []
      : [
          '## Unverified operations (no request ever succeeded)',
          '',
          ...failed.map(
            (u) => `- ${opName(u.operation)}: ${u.requests} requests, answers ${formatAnswers(u.answers)}`,
          ),
          '',
        ]),
    ...(refused.length === 0
      ? []
      : [
          '## No accepted request (every answer a clean refusal; see EXAMPLES_FILE)',
          '',
          ...refused.map((u) => `- ${u.line} (${u.requests} requests, answers ${formatAnswers(u.answers)})`),
          '',
        ]),
    ...(declared.length === 0 ? [] : ['## Declared exceptions (public on purpose)', '', ...declared, '']),
  ];
}

function operationLines(stats: Stats, diff: Differences): string[] {
  const lines = [
    '## Operations',
    '',
    '| # | Method | Path | Requests | Statuses | Findings | Differences |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const s of stats) {
    const verdict = s.unverified ? ', unverified' : '';
    const findings = s.skipped ? `skipped: ${s.skipped}` : `${s.findings} (${s.failing} failing)${verdict}`;
    const d = diff.operations.find((o) => o.op.number === s.number)?.differences ?? [];
    const security = d.filter((x) => x.category === 'security').length;
    lines.push(
      `| ${s.number} | ${s.method} | \`${s.path}\` | ${s.requests} | ${formatStatuses(s.statuses)} | ${findings} | ${d.length}${security > 0 ? ` (${security} security)` : ''} |`,
    );
  }
  return lines;
}

export function writeSummaryMd(run: RunRecord): string {
  const diff = differences(run);
  const stats = operationStats(run);
  const opName = (n: number) => {
    const s = stats.find((x) => x.number === n);
    return s ? `#${n} ${s.method} \`${s.path}\`` : `#${n}`;
  };
  const lines = [
    ...headLines(run, diff),
    ...findingLines(run, opName),
    ...unverifiedLines(run, opName),
    ...timeCutSection(run.time),
    ...operationLines(stats, diff),
  ];
  return `${lines.join('\n')}\n`;
}

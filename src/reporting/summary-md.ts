/**
 * @module `summary.md` (also the CI job's summary), in the order a reviewer reads: the verdict with
 * its counts (failing, skipped operations, unverified, known failures), what the run was compared
 * with (the baseline and its drift, or the baseline it recorded), the findings that fail the run,
 * the known failures and the rest, then unverified operations, the differences from the document,
 * what the time budget cut, and one line per operation.
 */

import { formatAnswers } from '../core/answers.ts';
import type { RunRecord } from '../core/run-record.ts';
import { declaredExceptionLines } from './declared-exceptions.ts';
import { differences, differencesLine } from './differences/differences.ts';
import { differencesSection } from './differences-md.ts';
import { formatStatuses, operationStats } from './operation-stats.ts';
import { findingSections, when } from './summary-findings-md.ts';
import { checkPlanLine, timeCutSection, timeLine } from './time-cut-md.ts';
import { trafficSection } from './traffic-lines.ts';

type OpName = (n: number) => string;
type Differences = ReturnType<typeof differences>;
type Stats = ReturnType<typeof operationStats>;

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/** What the run was compared with: the baseline and whether anything drifted, or what it recorded. */
export function comparedLine(run: RunRecord): string {
  const b = run.meta.baseline;
  if (b === undefined) return '- Compared with: no baseline (BASELINE unset): the document alone';
  if (b.updated)
    return b.written === false
      ? `- Baseline \`${b.file}\` not recorded: discovery was cut by MAX_DURATION`
      : `- Baseline recorded by this run: \`${b.file}\` (with its facts and witnesses files beside it); ${count(run.findings.filter((f) => f.fails).length, 'failing finding')} kept in it as known failures`;
  const drift = run.findings.filter((f) => f.check === 'drift');
  const compatible = run.findings.filter((f) => f.check === 'drift_compatible');
  const recorded = b.recordedAt
    ? `, recorded ${when(b.recordedAt)}${b.recordedAgainst ? ` against ${b.recordedAgainst}` : ''}`
    : '';
  const verdict =
    drift.length === 0
      ? `no drift${compatible.length > 0 ? ` (${count(compatible.length, 'compatible change')}, recorded only)` : ''}`
      : `**drift**: ${count(drift.length, 'change')} failing the run${compatible.length > 0 ? `, ${compatible.length} compatible` : ''}`;
  return `- Compared with baseline \`${b.file}\`${recorded}: ${verdict}`;
}

function headLines(run: RunRecord, diff: Differences): string[] {
  const failing = run.findings.filter((f) => f.fails).length;
  const known = run.findings.filter((f) => f.known !== undefined && !f.fails).length;
  const verdict = run.verdict === 'pass' ? 'PASS' : 'FAIL';
  const b = run.meta.baseline;
  const check =
    b?.witnesses !== undefined
      ? [`- Check: ${b.witnesses} witnesses of the baseline replayed, ${b.disagreeing ?? 0} disagreeing`]
      : [];
  return [
    `# Contract run: ${verdict}`,
    '',
    `- **${verdict}**: ${count(failing, 'failing finding')} · ${count(run.skipped.length, 'skipped operation')} · ${run.unverified.length} unverified${known > 0 ? ` · ${count(known, 'known failure')} tolerated` : ''}`,
    comparedLine(run),
    `- Target: ${run.meta.target}${run.meta.embeddedSandbox ? ' (embedded sandbox)' : ''} · seed ${run.meta.seed} · examples per operation: ${run.meta.examples}`,
    `- Requests: ${run.meta.requestsSent} of a budget of ${run.meta.maxRequests}${run.meta.budgetExhausted ? ' (budget exhausted)' : ''}`,
    ...check,
    ...checkPlanLine(run.time, run.cases.length),
    ...(run.time ? [timeLine(run.time)] : []),
    `- ${differencesLine(diff).replace(/^./, (c) => c.toUpperCase())}${diff.security > 0 ? ' — 🔴 security differences first below' : ''}`,
    '',
  ];
}

function unverifiedLines(run: RunRecord, opName: OpName): string[] {
  const refused = run.unverified.filter((u) => u.reason === 'refused');
  const failed = run.unverified.filter((u) => u.reason !== 'refused');
  const declared = declaredExceptionLines(run);
  const block = (title: string, lines: string[]) => (lines.length === 0 ? [] : [title, '', ...lines, '']);
  return [
    ...block(
      '## Unverified operations (no request ever succeeded)',
      failed.map(
        (u) => `- ${opName(u.operation)}: ${u.requests} requests, answers ${formatAnswers(u.answers)}`,
      ),
    ),
    ...block(
      '## No accepted request (every answer a clean refusal; see EXAMPLES_FILE)',
      refused.map((u) => `- ${u.line} (${u.requests} requests, answers ${formatAnswers(u.answers)})`),
    ),
    ...block(
      '## Skipped operations',
      run.skipped.map((s) => `- ${opName(s.operation)}: ${s.reason}`),
    ),
    ...block('## Declared exceptions (public on purpose)', declared),
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

/** Harness errors right under the verdict: what the run could not judge because of the harness itself. */
function harnessErrorLines(run: RunRecord, opName: (n: number) => string): string[] {
  const faults = run.harnessFaults ?? [];
  if (faults.length === 0) return [];
  return [
    `## Harness errors (${faults.length}): the harness's own failures, not the server's`,
    '',
    ...faults.map(
      (f) =>
        `- ${f.operation === undefined ? '' : `${opName(f.operation)}, `}${f.where}: ${f.message}${f.hidesVerdict ? ' (its verdict could not be given)' : ''}`,
    ),
    '',
  ];
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
    ...harnessErrorLines(run, opName),
    ...findingSections(run.findings, opName),
    ...unverifiedLines(run, opName),
    ...differencesSection(diff, '##'),
    ...trafficSection(run.meta.traffic),
    ...timeCutSection(run.time),
    ...operationLines(stats, diff),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * @module The findings of `summary.md`, as a reviewer reads them: what fails the run first, then the
 * known failures the baseline holds, then what is only recorded. The same finding on several
 * operations is one entry listing them; a drift finding lists its consequences under its cause.
 */
import type { Finding } from '../core/finding.ts';
import { type FindingGroup, groupFindings } from './finding-groups.ts';

type OpName = (n: number) => string;

/** A group's evidence lines name this many operations' first exchange; findings.json has them all. */
const EVIDENCE_PER_GROUP = 5;

/** `2026-11-28 18:13 UTC` */
export const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function where(g: FindingGroup, opName: OpName): string {
  // A drift finding's own title names its operations already.
  if (g.findings.length === 1 && g.findings[0]?.classification !== undefined) return '';
  if (g.operations.length === 0) return ' (the run)';
  if (g.operations.length === 1) return ` — ${opName(g.operations[0] as number)}`;
  return ` — ${g.operations.length} operations: #${g.operations.join(', #')}`;
}

/** A finding's first exchanges; a group's first exchange on each operation, named by it. */
function evidence(g: FindingGroup): string {
  if (g.findings.length === 1) return [...new Set(g.findings[0]?.exchangeIds)].slice(0, 3).join(', ');
  const firsts = g.findings.flatMap((f) =>
    f.exchangeIds[0] === undefined ? [] : [`${f.exchangeIds[0]} (#${f.operation})`],
  );
  const more = firsts.length - EVIDENCE_PER_GROUP;
  return `${firsts.slice(0, EVIDENCE_PER_GROUP).join(', ')}${more > 0 ? `, ${more} more in findings.json` : ''}`;
}

function entryLines(g: FindingGroup, opName: OpName): string[] {
  const f = g.findings[0] as Finding;
  const lines = [`- ${g.title}${where(g, opName)} (\`${f.check}\`, ${f.severity})`];
  for (const c of f.classification?.consequences ?? []) lines.push(`  - ${c}`);
  if (f.known !== undefined) {
    const verdict = f.known.fails
      ? 'still fails the run (critical, or KNOWN_FAILURES=fail)'
      : 'tolerated: does not fail the run (KNOWN_FAILURES=fail makes it fail)';
    lines.push(`  - known since ${when(f.known.since)}; ${verdict}`);
  }
  const ev = evidence(g);
  if (ev !== '') lines.push(`  - evidence: ${ev}`);
  if (f.curl !== '') lines.push('', `  \`\`\`sh\n  ${f.curl}\n  \`\`\``);
  return [...lines, ''];
}

function section(title: string, findings: readonly Finding[], opName: OpName): string[] {
  if (findings.length === 0) return [];
  const groups = groupFindings(findings);
  return [`## ${title} (${findings.length})`, '', ...groups.flatMap((g) => entryLines(g, opName))];
}

export function findingSections(findings: readonly Finding[], opName: OpName): string[] {
  const failing = findings.filter((f) => f.fails);
  const known = findings.filter((f) => !f.fails && f.known !== undefined);
  const recorded = findings.filter((f) => !f.fails && f.known === undefined);
  return [
    ...section('Failing the run', failing, opName),
    ...section('Known failures (held by the baseline, tolerated)', known, opName),
    ...section('Recorded, not failing', recorded, opName),
  ];
}

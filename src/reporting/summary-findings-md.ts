/**
 * @module The findings of `summary.md`, as a reviewer reads them: what fails the run first, then the
 * known failures the baseline holds, then what is only recorded. The same finding on several
 * operations is one entry listing them; a drift finding lists its consequences under its cause.
 */
import type { Finding } from '../core/finding.ts';

type OpName = (n: number) => string;

/** Findings that read the same (check, title, verdict) on several operations: one entry. */
interface Entry {
  readonly first: Finding;
  readonly operations: number[];
}

function entries(findings: readonly Finding[]): Entry[] {
  const byText = new Map<string, Entry>();
  for (const f of findings) {
    const id = [f.check, f.title, f.severity, f.fails, f.known?.since].join('|');
    const entry = byText.get(id) ?? { first: f, operations: [] };
    if (f.operation > 0 && !entry.operations.includes(f.operation)) entry.operations.push(f.operation);
    byText.set(id, entry);
  }
  return [...byText.values()];
}

/** `2026-11-28 18:13 UTC` */
export const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function where(e: Entry, opName: OpName): string {
  const drift = e.first.classification !== undefined;
  // A drift title names its operations already.
  if (drift || e.operations.length === 0) return drift ? '' : ' (the run)';
  if (e.operations.length === 1) return ` — ${opName(e.operations[0] as number)}`;
  return ` — ${e.operations.length} operations: #${e.operations.join(', #')}`;
}

function entryLines(e: Entry, opName: OpName): string[] {
  const f = e.first;
  const lines = [`- ${f.title}${where(e, opName)} (\`${f.check}\`, ${f.severity})`];
  for (const c of f.classification?.consequences ?? []) lines.push(`  - ${c}`);
  if (f.known !== undefined) {
    const verdict = f.known.fails
      ? 'still fails the run (critical, or KNOWN_FAILURES=fail)'
      : 'tolerated: does not fail the run (KNOWN_FAILURES=fail makes it fail)';
    lines.push(`  - known since ${when(f.known.since)}; ${verdict}`);
  }
  if (f.exchangeIds.length > 0)
    lines.push(`  - evidence: ${[...new Set(f.exchangeIds)].slice(0, 3).join(', ')}`);
  if (f.curl !== '') lines.push('', `  \`\`\`sh\n  ${f.curl}\n  \`\`\``);
  return [...lines, ''];
}

function section(title: string, findings: readonly Finding[], opName: OpName): string[] {
  if (findings.length === 0) return [];
  const list = entries(findings);
  return [`## ${title} (${findings.length})`, '', ...list.flatMap((e) => entryLines(e, opName))];
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

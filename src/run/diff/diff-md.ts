/**
 * @module `diff.md`: two deployments side by side. The verdict line, the differences grouped and
 * worded as drift findings (breaking first), each with its facts in both columns, then how many
 * facts are the same. A pure function of the comparison.
 */
import type { DriftKind } from '../../baseline/drift-rules.ts';
import type { Comparison, Difference } from './compare-sides.ts';
import { sentence } from './compare-sides.ts';

export const kindOrder: readonly DriftKind[] = ['breaking', 'loosened', 'additive'];

export const kindWords: Readonly<Record<DriftKind, string>> = {
  breaking: "breaks what A's clients rely on",
  loosened: 'accepts what A refused (breaks no client of A)',
  additive: 'additive',
};

/** The one-line verdict every output starts with. */
export function verdictLine(c: Comparison): string {
  if (c.differences.length === 0) return `no differences: ${c.same} facts the same`;
  const breaking = c.differences.filter((d) => d.kind === 'breaking').length;
  return `${c.differences.length} difference${c.differences.length === 1 ? '' : 's'} (${breaking} breaking what A's clients rely on); ${c.same} facts the same`;
}

const cell = (v: string | undefined) => (v === undefined ? '(absent)' : `\`${v.replaceAll('|', '\\|')}\``);

function differenceLines(c: Comparison, d: Difference): string[] {
  return [
    `- ${sentence(c, d)} — ${d.rule}`,
    ...d.consequences.map((line) => `  - ${line}`),
    '',
    `  | fact | A: ${c.a.label} | B: ${c.b.label} |`,
    '  | --- | --- | --- |',
    ...d.facts.map((f) => `  | \`${f.key}\` | ${cell(f.a)} | ${cell(f.b)} |`),
    '',
  ];
}

export function writeDiffMd(c: Comparison): string {
  const lines = [
    `# Contract diff: ${c.b.label} against ${c.a.label}`,
    '',
    `- A: \`${c.a.path}\` (${c.a.target}), ${Object.keys(c.a.facts).length} facts`,
    `- B: \`${c.b.path}\` (${c.b.target}), ${Object.keys(c.b.facts).length} facts`,
    `- ${verdictLine(c)}`,
    '- Nothing was sent to either server: the facts are the ones each run established.',
    '',
  ];
  for (const kind of kindOrder) {
    const of = c.differences.filter((d) => d.kind === kind);
    if (of.length === 0) continue;
    lines.push(
      `## ${kind}: ${kindWords[kind]} (${of.length})`,
      '',
      ...of.flatMap((d) => differenceLines(c, d)),
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * @module The differences from the document in markdown, for `summary.md` and `gap-report.md`: the
 * service-wide conventions once, then each operation that differs, security first and marked red.
 */
import { type Difference, differingOperations, type RunDifferences } from './differences/differences.ts';

const evidence = (ids: readonly string[]) => (ids.length > 0 ? ` (evidence ${ids.join(', ')})` : '');

export function differenceLine(d: Difference): string {
  const label = d.category === 'security' ? '🔴 **security**' : d.category;
  return `${label}: ${d.text}${evidence(d.evidence)}`;
}

/** The conventions as bullet lines (`- Error envelope: …`). */
export function conventionLines(d: RunDifferences): string[] {
  return d.conventions.map(
    (c) => `- ${c.topic[0]?.toUpperCase()}${c.topic.slice(1)}: ${c.text}${evidence(c.evidence)}`,
  );
}

/** The per-operation differences, one operation's block after another; none: one line saying so. */
export function operationDifferenceLines(d: RunDifferences): string[] {
  const ops = differingOperations(d);
  if (ops.length === 0) return ['- No operation differs from the document beyond these conventions.'];
  return ops.flatMap(({ op, differences }) => [
    `- #${op.number} \`${op.method} ${op.path}\``,
    ...differences.map((x) => `  - ${differenceLine(x)}`),
  ]);
}

/** The whole section, with `level` headings (`##` in summary.md). */
export function differencesSection(d: RunDifferences, level: string): string[] {
  return [
    `${level} Differences from the document`,
    '',
    'What the server does that the document does not say. Conventions shared by the whole service are stated once;',
    'then what each operation does beyond them. Evidence: exchange ids in `exchanges.har` (index.html opens them).',
    '',
    `${level}# Service-wide conventions`,
    '',
    ...(d.conventions.length > 0 ? conventionLines(d) : ['- None established.']),
    '',
    `${level}# Per operation`,
    '',
    ...operationDifferenceLines(d),
    '',
  ];
}

/**
 * @module The same finding on several operations, as one group: findings of one check whose titles
 * read the same once their own operation is taken out ("Error 400 answered with an HTML page" on ten
 * operations; "#3 …" and "#5 …" saying the same of each). `summary.md` and `index.html` show a group
 * as one entry listing its operations; `findings.json` keeps a finding per operation and names its
 * group, so a reader can group them the same way.
 */
import type { Finding } from '../core/finding.ts';

export interface FindingGroup {
  /** `check|title without the operation`: the same for every finding of the group, run after run. */
  readonly key: string;
  /** The title as the group reads: a single finding's own; several findings' without their operation. */
  readonly title: string;
  /** In the order given. */
  readonly findings: readonly Finding[];
  /** Every operation of the group (a drift finding's all), each once, in the order met (0, server-wide, left out). */
  readonly operations: readonly number[];
}

const capital = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/**
 * The title without its operation: a leading `#13` or `Operation 13` dropped, a later `#13` read as
 * "each operation". A drift finding that names several operations is one group already: its title
 * is kept whole.
 */
export function titleWithoutOperation(f: Finding): string {
  const ops = f.classification?.operations ?? [f.operation];
  const [n] = ops;
  if (ops.length !== 1 || n === undefined || n === 0) return f.title;
  const own = `(?:#${n}|[Oo]peration #?${n})(?!\\d)`;
  const rest = f.title.replace(new RegExp(`^${own}[:,]?\\s+`), '');
  return (rest === f.title ? rest : capital(rest)).replace(new RegExp(own, 'g'), 'each operation');
}

/** The group a finding belongs to: `findings.json`'s `group`. */
export const findingGroup = (f: Finding): string => `${f.check}|${titleWithoutOperation(f)}`;

/** Findings grouped by `findingGroup`, groups in the order their first finding comes. */
export function groupFindings(findings: readonly Finding[]): FindingGroup[] {
  const groups = new Map<string, { findings: Finding[]; operations: number[] }>();
  for (const f of findings) {
    const key = findingGroup(f);
    const group = groups.get(key) ?? { findings: [], operations: [] };
    group.findings.push(f);
    // A drift finding names every operation its cause concerns.
    for (const op of f.classification?.operations ?? [f.operation])
      if (op > 0 && !group.operations.includes(op)) group.operations.push(op);
    groups.set(key, group);
  }
  return [...groups].map(([key, g]) => ({
    key,
    title: g.findings.length === 1 ? (g.findings[0] as Finding).title : key.slice(key.indexOf('|') + 1),
    findings: g.findings,
    operations: g.operations,
  }));
}

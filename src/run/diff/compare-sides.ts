/**
 * @module Two deployments compared by their facts, with the drift gate's own rules: the changes from
 * A to B classified (`diffFacts`) and grouped and worded as drift findings (`driftFindings`: the
 * same change on several operations is one line, an error body is shown whole). The only words of
 * its own are which side is which. B breaks what A's clients rely on when a change is `breaking`
 * (a loosened rule, such as a field no longer required, breaks no client of A).
 */
import { diffFacts } from '../../baseline/drift.ts';
import { driftFindings } from '../../baseline/drift-findings.ts';
import type { DriftKind } from '../../baseline/drift-rules.ts';
import type { FactsSide } from './report-facts.ts';

export interface Difference {
  /** The drift finding's title, as the gate words it: `#13: \`author\` is now required`. */
  readonly title: string;
  readonly rule: string;
  readonly kind: DriftKind;
  readonly operations: readonly number[];
  /** The fact keys behind it, each with A's and B's value. */
  readonly facts: readonly { readonly key: string; readonly a?: string; readonly b?: string }[];
}

export interface Comparison {
  readonly a: FactsSide;
  readonly b: FactsSide;
  readonly differences: readonly Difference[];
  /** Facts equal on both sides. */
  readonly same: number;
  /** B breaks what A's clients rely on. */
  readonly breaks: boolean;
}

export function compareSides(a: FactsSide, b: FactsSide): Comparison {
  // What either side did not finish learning is not a change.
  const incomplete = new Set([...a.incomplete, ...b.incomplete]);
  const changes = diffFacts(a.facts, b.facts, { incomplete });
  const findings = driftFindings(changes, { baseline: a.facts, current: b.facts }, 0);
  const differences = findings.flatMap((f): Difference[] => {
    const c = f.classification;
    if (c === undefined) return [];
    return [
      {
        title: f.title,
        rule: c.rule,
        kind: c.kind,
        operations: c.operations.filter((o) => o !== 0),
        facts: c.facts.map((key) => ({
          key,
          ...(a.facts[key] !== undefined && { a: a.facts[key] }),
          ...(b.facts[key] !== undefined && { b: b.facts[key] }),
        })),
      },
    ];
  });
  const keys = new Set([...Object.keys(a.facts), ...Object.keys(b.facts)]);
  const same = [...keys].filter((k) => a.facts[k] === b.facts[k]).length;
  return { a, b, differences, same, breaks: differences.some((d) => d.kind === 'breaking') };
}

/** The difference in both sides' names: "`staging` against `production`: #13: `author` is now required". */
export function sentence(c: Comparison, d: Difference): string {
  return `${c.b.label} against ${c.a.label}: ${d.title}`;
}

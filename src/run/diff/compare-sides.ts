/**
 * @module Two deployments compared by their facts, with the drift gate's own function
 * (`driftCauses`): the changes from A to B classified, grouped by cause and worded as the gate's
 * drift findings are ("#13 now requires `author`", its consequences listed). The only words of its
 * own are which side is which. B breaks what A's clients rely on when a cause is `breaking` (a
 * loosened rule, such as a field no longer required, breaks no client of A).
 */
import { driftCauses } from '../../baseline/drift-causes.ts';
import { consequenceLine } from '../../baseline/drift-findings.ts';
import type { DriftKind } from '../../baseline/drift-rules.ts';
import type { FactsSide } from './report-facts.ts';

export interface Difference {
  /** The drift finding's title, as the gate words it: "#13 now requires `author`". */
  readonly title: string;
  readonly rule: string;
  readonly kind: DriftKind;
  readonly operations: readonly number[];
  /** What follows from it, in the gate's words (its new bounds, the field now read). */
  readonly consequences: readonly string[];
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
  const causes = driftCauses(a.facts, b.facts, { incomplete });
  const differences = causes.map(
    (cause): Difference => ({
      title: cause.title,
      rule: cause.rule,
      kind: cause.kind,
      operations: cause.operations.filter((o) => o !== 0),
      // The root is the title; the rest follows from it.
      consequences: cause.consequences.slice(1).map(consequenceLine),
      facts: cause.facts.map((key) => ({
        key,
        ...(a.facts[key] !== undefined && { a: a.facts[key] }),
        ...(b.facts[key] !== undefined && { b: b.facts[key] }),
      })),
    }),
  );
  const keys = new Set([...Object.keys(a.facts), ...Object.keys(b.facts)]);
  const same = [...keys].filter((k) => a.facts[k] === b.facts[k]).length;
  return { a, b, differences, same, breaks: differences.some((d) => d.kind === 'breaking') };
}

/** The difference in both sides' names: "staging against production: #13 now requires `author`". */
export function sentence(c: Comparison, d: Difference): string {
  return `${c.b.label} against ${c.a.label}: ${d.title}`;
}

/**
 * @module What the server does that the document does not say, derived from a run's observations
 * and the document's catalog: the service-wide conventions, stated once, then each operation's
 * differences in reading order (security first), each with its evidence. A pure function, read by
 * `summary.md`, `gap-report.md` and `index.html` alike.
 */
import { type OperationNumber, operations } from '../../../fixtures/catalog.ts';
import type { OperationDef } from '../../../fixtures/operation-def.ts';
import type { Observation } from '../../core/observation.ts';
import type { RunRecord } from '../../core/run-record.ts';
import { type Convention, conventions, serviceNorms } from './conventions.ts';
import { categories, type DifferenceCategory, differenceKinds } from './difference-kinds.ts';

export type { Convention } from './conventions.ts';
export type { DifferenceCategory } from './difference-kinds.ts';

export interface Difference {
  readonly kind: string;
  readonly category: DifferenceCategory;
  readonly operation: OperationNumber;
  readonly text: string;
  readonly evidence: readonly string[];
}

export interface OperationDifferences {
  readonly op: OperationDef & { readonly number: OperationNumber };
  /** Security first, then fields, statuses, errors, limits, behaviour. */
  readonly differences: readonly Difference[];
}

export interface RunDifferences {
  readonly conventions: readonly Convention[];
  /** Every operation of the document, in its order (an empty list: no difference). */
  readonly operations: readonly OperationDifferences[];
  readonly total: number;
  readonly security: number;
}

export type DifferencesInput = Pick<RunRecord, 'observations' | 'exchanges' | 'skipped'>;

function concerns(o: Observation, op: OperationNumber): boolean {
  return o.kind === 'rate_limit' ? o.operations.includes(op) : o.operation === op;
}

export function differences(run: DifferencesInput): RunDifferences {
  const all = run.observations;
  const norms = serviceNorms(all);
  const perOp = operations.map((op) => {
    const ctx = {
      op,
      observations: all.filter((o) => concerns(o, op.number)),
      exchanges: run.exchanges.filter((e) => e.operation === op.number),
      norms,
    };
    const found = differenceKinds.flatMap((k) =>
      k.find(ctx).map((f) => ({ kind: k.kind, category: k.category, operation: op.number, ...f })),
    );
    found.sort((a, b) => categories.indexOf(a.category) - categories.indexOf(b.category));
    return { op, differences: found };
  });
  const list = perOp.flatMap((o) => o.differences);
  return {
    conventions: conventions(all, norms),
    operations: perOp,
    total: list.length,
    security: list.filter((d) => d.category === 'security').length,
  };
}

/** The operations that differ, the most surprising first: by their first category (security first), then number. */
export function differingOperations(d: RunDifferences): OperationDifferences[] {
  const rank = (o: OperationDifferences) => categories.indexOf(o.differences[0]?.category ?? 'behaviour');
  return d.operations
    .filter((o) => o.differences.length > 0)
    .sort((a, b) => rank(a) - rank(b) || a.op.number - b.op.number);
}

/** "3 differences from the document (1 security)", or "no difference from the document". */
export function differencesLine(d: RunDifferences): string {
  if (d.total === 0) return 'no difference from the document';
  const ops = d.operations.filter((o) => o.differences.length > 0).length;
  return `${d.total} difference${d.total === 1 ? '' : 's'} from the document on ${ops} operation${ops === 1 ? '' : 's'}${d.security > 0 ? ` (${d.security} security)` : ''}`;
}

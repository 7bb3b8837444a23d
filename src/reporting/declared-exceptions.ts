/**
 * @module The declared exceptions of a run: the documented-auth operations the team made public on
 * purpose (`PUBLIC_OPERATIONS`), which `auth_enforced` does not judge. Every report lists them with
 * what the run saw, so an exception never hides: one data function, the words shared by the writers.
 */
import { type OperationNumber, operationByNumber } from '../../fixtures/catalog.ts';
import type { RunRecord } from '../core/run-record.ts';

export interface DeclaredException {
  readonly operation: OperationNumber;
  readonly method: string;
  readonly path: string;
  /** What discovery saw of the operation's access, whatever the declaration says. */
  readonly observed: 'answers without a token' | 'requires a token' | 'not established';
}

/** How every report names the exception. */
export const DECLARED_NOTE =
  'declared public on purpose (PUBLIC_OPERATIONS): the document shows it with Authorization; auth_enforced does not judge it';

export function declaredExceptions(run: Pick<RunRecord, 'meta' | 'conventions'>): DeclaredException[] {
  return (run.meta.publicOperations ?? []).map((operation) => {
    const op = operationByNumber(operation);
    const access = run.conventions.operations.find((c) => c.operation === operation)?.access.kind;
    const observed =
      access === 'public'
        ? 'answers without a token'
        : access === 'token_required'
          ? 'requires a token'
          : 'not established';
    return { operation, method: op.method, path: op.path, observed };
  });
}

/** One Markdown line per exception (summary.md, gap-report.md). */
export function declaredExceptionLines(run: Pick<RunRecord, 'meta' | 'conventions'>): string[] {
  return declaredExceptions(run).map(
    (d) => `- #${d.operation} ${d.method} \`${d.path}\`: ${DECLARED_NOTE}; observed: ${d.observed}`,
  );
}

/**
 * @module A failing case kept as data: enough to regenerate the exact request from the seed (and
 * fast-check path) with the same knowledge and ids, and the check it must (not) trigger.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Scenario } from './case.ts';
import type { CheckName } from './check-name.ts';
import type { OperationKnowledge } from './operation-knowledge.ts';

/** A generated case as data: regenerated from it exactly, by the same code that built it. */
export interface StoredCase {
  readonly seed: number;
  /** fast-check path, for sampled (and shrunk) valid cases; absent for deterministic ones. */
  readonly path?: string;
  readonly operation: OperationNumber;
  readonly scenario: Scenario;
  readonly caseId: string;
}

/** What the generators knew when the case was built (discovery's knowledge, path ids). */
export interface ReplayContext {
  /** Ids by path parameter name (`reportId`), known to belong to the first identity. */
  readonly knownIds: Readonly<Record<string, string>>;
  readonly knowledge: OperationKnowledge;
  readonly sideEffectsAllowed: boolean;
}

export interface Regression {
  /** The check that fired, e.g. `not_a_server_error`. */
  readonly check: CheckName;
  readonly title: string;
  readonly stored: StoredCase;
  readonly replay: ReplayContext;
}

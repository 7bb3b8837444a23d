/**
 * @module What every scenario builder gets: the operation, the run's seeds, its body fields, a
 * valid base body to vary, and the path parameter values ordinary cases use.
 */
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import type { Case } from '../../src/core/case.ts';
import type { OperationKnowledge } from '../../src/core/operation-knowledge.ts';
import type { BodyField } from '../body-fields.ts';

export interface BuildContext {
  readonly op: NumberedOperation;
  /** The run seed, recorded on every case. */
  readonly seed: number;
  readonly opSeed: number;
  readonly fields: readonly BodyField[];
  /** A valid full body drawn from the seed (`{}` for bodies of kind `none`); edge cases vary it. */
  readonly baseBody: Readonly<Record<string, unknown>>;
  /** Known ids where configured, seeded placeholders elsewhere. */
  readonly pathParams: Readonly<Record<string, string>>;
  readonly knownIds: Readonly<Record<string, string>>;
  readonly knowledge?: OperationKnowledge;
  /** The user's known-good body (`EXAMPLES_FILE`), sent as it is as one `valid_full` case. */
  readonly userExample?: Readonly<Record<string, unknown>>;
}

/** One family of edge or negative cases; returns none where the family does not apply. */
export type ScenarioBuilder = (ctx: BuildContext) => readonly Case[];

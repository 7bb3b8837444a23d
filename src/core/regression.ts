/**
 * @module A failing case kept as data: enough to regenerate the exact request from the seed (and
 * fast-check path) with the same knowledge and ids, and the check it must (not) trigger.
 */
import type { Scenario } from './case.ts';

export interface Regression {
  /** The check that fired, e.g. `not_a_server_error`. */
  readonly check: string;
  readonly title: string;
  readonly stored: {
    readonly seed: number;
    readonly path?: string;
    readonly operation: number;
    readonly scenario: Scenario;
    readonly caseId: string;
  };
  /** What the generators knew when the case was built (discovery's knowledge, path ids). */
  readonly replay: {
    readonly knownIds: Readonly<Record<string, string>>;
    readonly knowledge: unknown;
    readonly sideEffectsAllowed: boolean;
  };
}

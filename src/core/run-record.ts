/**
 * @module Everything one run produced, as data. Writers are pure functions of it; the contract
 * suites read it back from `run.json`.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Case } from './case.ts';
import type { Exchange } from './exchange.ts';
import type { Finding } from './finding.ts';
import type { Observation } from './observation.ts';
import type { Regression } from './regression.ts';
import type { TimeReport } from './time-report.ts';

/** The variable that names `run.json` for the contract suites. */
export const RUN_FILE_VARIABLE = 'CONTRACT_RUN_FILE';

export interface RunMeta {
  readonly tool: { readonly name: string; readonly version: string };
  readonly startedAt: string;
  readonly finishedAt: string;
  /** Target origin (and base path); never carries a token. */
  readonly target: string;
  readonly embeddedSandbox: boolean;
  readonly seed: number;
  readonly examples: number;
  readonly requestsSent: number;
  readonly maxRequests: number;
  readonly maxRps: number;
  readonly sideEffectsAllowed: boolean;
  readonly probeLimits: boolean;
  readonly hasTokenB: boolean;
  /** Set when the request budget ran out before the run finished its plan. */
  readonly budgetExhausted: boolean;
  /** Set when the run gated on (or, `updated`, recorded) a baseline file. */
  readonly baseline?: {
    readonly file: string;
    readonly updated: boolean;
    /** `check`: the baseline's witnesses were replayed instead of a full discovery. */
    readonly mode?: 'discovery' | 'check';
    /** Check mode: witnesses replayed, and how many drew another answer than recorded. */
    readonly witnesses?: number;
    readonly disagreeing?: number;
  };
}

export interface SkippedOperation {
  readonly operation: OperationNumber;
  readonly reason: string;
}

/** Which exchange answered which case (cases themselves are replayable from the seed). */
export interface CaseRecord {
  readonly case: Case;
  readonly exchangeId: string;
}

export interface RunRecord {
  readonly meta: RunMeta;
  readonly verdict: 'pass' | 'fail';
  readonly findings: readonly Finding[];
  readonly skipped: readonly SkippedOperation[];
  readonly cases: readonly CaseRecord[];
  /** The observed OpenAPI 3.1 document. */
  readonly openapi: Record<string, unknown>;
  readonly gapReport: string;
  readonly observations: readonly Observation[];
  /** Failing cases, replayable (`regressions.json`). */
  readonly regressions: readonly Regression[];
  readonly exchanges: readonly Exchange[];
  /** The time budget, and what it (or an unresponsive operation) cut. */
  readonly time?: TimeReport;
}

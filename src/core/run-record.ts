/**
 * @module Everything one run produced, as data. Writers are pure functions of it; the contract
 * suites read it back from `run.json`.
 */

import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { AnswerTally } from './answers.ts';
import type { Case } from './case.ts';
import type { ServerConventions } from './conventions.ts';
import type { SentCredentials } from './credentials.ts';
import type { Exchange } from './exchange.ts';
import type { Finding } from './finding.ts';
import type { HarnessFault } from './harness-fault.ts';
import type { NotEstablished } from './needed-fact.ts';
import type { Observation } from './observation.ts';
import type { UnverifiedReason } from './refusals.ts';
import type { Regression } from './regression.ts';
import type { ShardRecord } from './shard.ts';
import type { TimeReport } from './time-report.ts';
import type { TrafficReport } from './traffic-report.ts';

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
  /** The credentials identity A sent, by name (absent: a bearer token alone). */
  readonly credentialsSent?: SentCredentials;
  /** `PUBLIC_OPERATIONS`: documented-auth operations declared public on purpose (absent: none). */
  readonly publicOperations?: readonly OperationNumber[];
  /** `TRAFFIC`: what the user's recorded traffic gave the run (absent: none given). */
  readonly traffic?: TrafficReport;
  /** Set when the run gated on (or, `updated`, recorded) a baseline file. */
  readonly baseline?: {
    readonly file: string;
    readonly updated: boolean;
    /** Recording: the baseline was written (not when discovery was cut by the time budget). */
    readonly written?: boolean;
    /** Checking: when and against what the baseline was recorded, and the failures it holds. */
    readonly recordedAt?: string;
    readonly recordedAgainst?: string;
    readonly knownFailures?: number;
    /** `check`: the baseline's witnesses were replayed instead of a full discovery. */
    readonly mode?: 'discovery' | 'check';
    /** Check mode: witnesses replayed, and how many drew another answer than recorded. */
    readonly witnesses?: number;
    readonly disagreeing?: number;
    /** Check mode: per operation, the core requests its replayed witnesses sent (the suites count them). */
    readonly replayed?: readonly WitnessCoverage[];
  };
}

/**
 * The core requests a check's witnesses sent for one operation: a request with the token the
 * recording saw accepted, one without a token, one with a malformed token. A check's plan leaves
 * these out of its case slice because the witnesses send them.
 */
export interface WitnessCoverage {
  readonly operation: OperationNumber;
  readonly valid: boolean;
  readonly noToken: boolean;
  readonly badToken: boolean;
}

export interface SkippedOperation {
  readonly operation: OperationNumber;
  readonly reason: string;
}

/**
 * An operation the run could not verify: it was sent its requests, and none ever succeeded (only
 * server errors, transport failures, redirects, refusals...). It fails the run (`operation_verified`).
 */
export interface UnverifiedOperation {
  readonly operation: OperationNumber;
  readonly requests: number;
  /** Statuses and transport failures seen, counted (`500`, `200 failure body`, `timeout`). */
  readonly answers: AnswerTally;
  /** `refused`: every answer a clean refusal (no accepted request could be built); `failed`: the server erred. */
  readonly reason: UnverifiedReason;
  /** The one line that says what to do, for `refused` (`could not build an accepted request: add an example for #16`). */
  readonly line?: string;
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
  /** Operations not run by the user's choice (side effects off) or cut by the request budget. */
  readonly skipped: readonly SkippedOperation[];
  /** Operations sent their requests that never once succeeded. */
  readonly unverified: readonly UnverifiedOperation[];
  /** Verdicts a check could not give: a fact it needs (an auth convention, an accepted request) was not established. */
  readonly notEstablished: readonly NotEstablished[];
  /** Harness errors met during the run (absent: none): shown as such, never as facts. */
  readonly harnessFaults?: readonly HarnessFault[];
  readonly cases: readonly CaseRecord[];
  /** What discovery established, with evidence: `openapi.json` and `gap-report.md` are built from it. */
  readonly observations: readonly Observation[];
  /** What each kind of answer looks like on this server, as the checks read it. */
  readonly conventions: ServerConventions;
  /** Failing cases, replayable (`regressions.json`). */
  readonly regressions: readonly Regression[];
  readonly exchanges: readonly Exchange[];
  /** A baseline check: the baseline run's exchanges its carried facts cite (`baseline:ex-…`), not in the HAR. */
  readonly baselineExchanges?: readonly Exchange[];
  /** The time budget, and what it (or an unresponsive operation) cut. */
  readonly time?: TimeReport;
  /** Set when the run was one shard of several (`--shard=i/n`): what the merge needs. */
  readonly shard?: ShardRecord;
}

/** `run.json`: the run record without its exchanges (those are in `exchanges.har`). */
export type RunFile = Omit<RunRecord, 'exchanges' | 'baselineExchanges'>;

/**
 * What the observed document and the gap report are built from; with the exchanges, the document
 * also shows examples (path ids, accepted bodies, observed answers).
 */
export type ObservedRun = Pick<RunRecord, 'observations' | 'skipped'> & {
  readonly exchanges?: readonly Exchange[];
};

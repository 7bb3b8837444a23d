/**
 * @module What a regression modifier is: one realistic deploy change (a rule dropped, a status
 * changed, a limit lowered...), as a named object of optional hooks. Unlike a fault it breaks
 * nothing a clean contract forbids; it changes the contract, so the drift gate should notice. The
 * operation table and limits are rewritten before the server starts, and the published truth is
 * derived from the rewritten ones, so the truth states the changed fact. The clean sandbox runs with none.
 */
import type { RenderedError } from '../faults/fault.ts';
import type { ErrorBody, ErrorCause, ErrorStatus } from '../http/error-body.ts';
import type { OperationTable } from '../operations/index.ts';
import type { OperationSpec } from '../operations/operation-spec.ts';
import type { RateLimitConfig } from '../rate-limit.ts';
import type { ServerTruth } from '../server-truth.ts';

export const regressionNames = [
  'html-validation-errors',
  'validation-message-string',
  'problem-json-errors',
  'body-limit-10k',
  'rate-limit-100',
  'slow-endpoint',
  'strip-unknown-fields',
  'success-200',
  'auth-dropped',
  'new-required-field',
  'not-found-400',
  'operation-removed',
] as const;

export type RegressionName = (typeof regressionNames)[number];

export interface Limits {
  readonly rateLimit: RateLimitConfig;
  readonly maxBodyBytes: number;
}

export interface Regression {
  readonly name: RegressionName;
  /** Rewrites the operation table (rules, statuses, auth, routes) the server and its truth read. */
  readonly operations?: (table: OperationTable) => OperationTable;
  readonly limits?: (limits: Limits) => Limits;
  readonly decorateError?: (body: ErrorBody, cause: ErrorCause) => ErrorBody;
  /** Writes an error body in another form; `undefined` keeps the JSON one. */
  readonly renderError?: (body: ErrorBody, cause: ErrorCause) => RenderedError | undefined;
  /** On a body about to be validated: what the validator sees instead. */
  readonly rewriteBody?: (body: unknown, op: OperationSpec) => unknown;
  /** The status of a well-formed path id naming no record, instead of 404. */
  readonly unknownIdStatus?: (operation: string) => ErrorStatus | undefined;
  /** Extra delay before an answer of this operation, in ms. */
  readonly delayMs?: (operation: string) => number;
  /** Facts the table cannot express (error content type, unknown-field policy). */
  readonly truth?: (truth: ServerTruth) => ServerTruth;
}

export interface RegressionOptions {
  /** Delay of `slow-endpoint`, in ms (15 s by default; tests use less). */
  readonly slowEndpointMs: number;
}

/** The same table with one operation's row replaced. */
export function patchOperation(
  table: OperationTable,
  key: keyof OperationTable,
  patch: (op: OperationSpec) => OperationSpec,
): OperationTable {
  const op = table[key];
  return op ? { ...table, [key]: patch(op) } : table;
}

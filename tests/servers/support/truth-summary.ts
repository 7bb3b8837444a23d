/**
 * @module A server's published truth boiled down to the facts its test states first (which
 * operations are public, the no-token status, the statuses other than 200, the GET bodies), so one
 * `toEqual` says them all.
 */
import type { OperationTruth, ServerTruth } from '../../../src/sandbox/server-truth.ts';

export interface TruthSummary {
  readonly operations: number;
  readonly publicOps: readonly string[];
  readonly noTokenStatuses: readonly number[];
  readonly validationStatuses: readonly number[];
  /** Operation → success status, where it is not 200. */
  readonly otherSuccess: Readonly<Record<string, number>>;
  readonly getBody: Readonly<Record<string, NonNullable<OperationTruth['getBody']>>>;
  readonly rateLimit: ServerTruth['rateLimit'];
  readonly maxBodyBytes: ServerTruth['maxBodyBytes'];
  readonly errorContentType: string;
  readonly credentialHeader: ServerTruth['credentialHeader'];
}

const distinct = (values: readonly (number | undefined)[]) =>
  [...new Set(values.filter((value): value is number => value !== undefined))].sort((a, b) => a - b);

export function truthSummary(truth: ServerTruth): TruthSummary {
  const ops = Object.entries(truth.operations);
  return {
    operations: ops.length,
    publicOps: ops.filter(([, op]) => op.auth === 'none').map(([n]) => n),
    noTokenStatuses: distinct(ops.map(([, op]) => op.noTokenStatus)),
    validationStatuses: distinct(ops.map(([, op]) => op.validationStatus)),
    otherSuccess: Object.fromEntries(
      ops.filter(([, op]) => op.successStatus !== 200).map(([n, op]) => [n, op.successStatus]),
    ),
    getBody: Object.fromEntries(
      ops.flatMap(([n, op]) => (op.getBody === undefined ? [] : [[n, op.getBody]])),
    ),
    rateLimit: truth.rateLimit,
    maxBodyBytes: truth.maxBodyBytes,
    errorContentType: truth.errorContentType,
    credentialHeader: truth.credentialHeader,
  };
}

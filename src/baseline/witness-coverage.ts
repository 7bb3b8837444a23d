/**
 * @module What a check's replayed witnesses exercised per operation, in the suites' terms (a valid
 * request with the token, none without a token, one with a malformed token): a check's plan leaves
 * those cases to the witnesses, so the suites count the replays instead of listing the operation's
 * test as skipped.
 */
import type { WitnessCoverage } from '../core/run-record.ts';
import type { Replay } from './replay-witnesses.ts';

export function witnessCoverage(replays: readonly Replay[]): WitnessCoverage[] {
  const byOperation = new Map<WitnessCoverage['operation'], WitnessCoverage>();
  for (const { witness } of replays) {
    const { operation } = witness;
    const was = byOperation.get(operation) ?? { operation, valid: false, noToken: false, badToken: false };
    const { auth } = witness.request;
    byOperation.set(operation, {
      operation,
      // A witness the recording saw accepted, sent with the token: a valid request.
      valid: was.valid || (auth === 'token' && witness.outcome.verdict === 'accepted'),
      noToken: was.noToken || auth === 'none',
      badToken: was.badToken || auth === 'malformed',
    });
  }
  return [...byOperation.values()].sort((a, b) => a.operation - b.operation);
}

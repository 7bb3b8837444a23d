/**
 * @module Learning this server's conventions, once, from discovery's observations (and its
 * exchanges): per operation, the statuses of each kind of answer, who may call it, whether a GET
 * body is read; for the server, whether it answers failures under 2xx. Kinds of answer discovery
 * never saw keep the documented fallback, marked as such.
 */
import type { OperationNumber } from '../../../fixtures/catalog.ts';
import {
  type Access,
  type AnswerKind,
  type AnswerStatuses,
  fallbackAnswers,
  type OperationConventions,
  type ServerConventions,
} from '../../core/conventions.ts';
import type { Exchange } from '../../core/exchange.ts';
import type { Observation, ObservationOf, StatusCause } from '../../core/observation.ts';
import { isFailureBody } from './failure-body.ts';

/** Which probe causes show which kind of refusal. */
const causeKind: Readonly<Record<StatusCause, AnswerKind | undefined>> = {
  validation: 'rejected',
  not_an_object: 'rejected',
  malformed_json: 'rejected',
  wrong_content_type: 'rejected',
  no_token: 'unauthenticated',
  bad_token: 'unauthenticated',
  other_tenant: 'forbidden',
  unknown_id: 'not_found',
  malformed_id: 'not_found',
  // Limits are policies, not a verdict on the request's content.
  payload_too_large: undefined,
  rate_limited: undefined,
};

/** A refusal is a 4xx, or a 2xx whose body said failure; 5xx, 429 and 3xx say something else. */
function isRefusalStatus(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && status !== 429);
}

export function learnConventions(
  operations: readonly OperationNumber[],
  observations: readonly Observation[],
  exchanges: readonly Exchange[],
): ServerConventions {
  return {
    failureBodyUnder2xx: exchanges.some(
      (ex) =>
        ex.operation !== undefined &&
        ex.response !== undefined &&
        ex.response.status < 300 &&
        isFailureBody(ex.response),
    ),
    operations: operations.map((op) =>
      conventionsOf(
        op,
        observations.filter((o) => 'operation' in o && o.operation === op),
      ),
    ),
  };
}

function conventionsOf(operation: OperationNumber, own: readonly Observation[]): OperationConventions {
  const seen: Record<AnswerKind, Set<number>> = {
    succeeded: new Set(),
    rejected: new Set(),
    not_found: new Set(),
    unauthenticated: new Set(),
    forbidden: new Set(),
  };
  for (const o of own) {
    if (o.kind === 'success') seen.succeeded.add(o.status);
    if (o.kind === 'rejection') for (const s of o.statuses) seen.rejected.add(s);
    if (o.kind === 'error_shape') {
      const kind = causeKind[o.cause];
      if (kind !== undefined && isRefusalStatus(o.status)) seen[kind].add(o.status);
    }
    if (o.kind === 'path_id' && o.variant !== 'other_tenant' && isRefusalStatus(o.status)) {
      seen.not_found.add(o.status);
    }
  }
  const answers = fallbackAnswers();
  for (const kind of Object.keys(seen) as AnswerKind[]) {
    const statuses = [...seen[kind]].sort((a, b) => a - b);
    if (statuses.length > 0) answers[kind] = { source: 'learned', statuses } satisfies AnswerStatuses;
  }
  return {
    operation,
    answers,
    access: accessOf(own),
    bodyIgnored: own.some(
      (o) =>
        (o.kind === 'get_body' && o.handling === 'ignored') ||
        (o.kind === 'invalid_body_accepted' && !o.read),
    ),
    invalidBodyAccepted: own.some((o) => o.kind === 'invalid_body_accepted'),
  };
}

function accessOf(own: readonly Observation[]): Access {
  const auth = own.find((o): o is ObservationOf<'auth'> => o.kind === 'auth');
  if (auth === undefined) {
    // A refusal under 2xx (`200 {"success": false, "error": "Not authenticated"}`) is no 401, so
    // the auth probe left it undetermined: a refused anonymous request beside a success still says it.
    const refused = own.some(
      (o) => o.kind === 'error_shape' && o.cause === 'no_token' && isRefusalStatus(o.status),
    );
    return refused && own.some((o) => o.kind === 'success')
      ? { kind: 'token_required' }
      : { kind: 'unknown' };
  }
  if (auth.requirement === 'required') return { kind: 'token_required' };
  // Discovery records a refused malformed token as a `bad_token` error shape.
  const badTokenRefused = own.some(
    (o) => o.kind === 'error_shape' && o.cause === 'bad_token' && isRefusalStatus(o.status),
  );
  return { kind: 'public', credentialsIgnored: !badTokenRefused };
}

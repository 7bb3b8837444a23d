/**
 * @module What the run's own exchanges say of an operation's request body, beside what probing
 * established: the bodies accepted, the bodies refused by validation (on a path the server
 * accepted, with no other cause possible for the status: the body was what was refused), and
 * whether a request without a body was refused (the body is required) or accepted (it is not).
 */
import type { InferredResponse } from '../../discovery/index.ts';
import { BODY_CAUSES, STOPPED_CAUSES } from './body-causes.ts';
import { type Answered, pathOf, sentBody, wasAccepted } from './operation-exchanges.ts';

export interface ObservedRequest {
  readonly accepted: readonly unknown[];
  /**
   * Bodies that passed validation: the accepted ones, and those answered on a path the server
   * accepted with a status no refusal or authentication shares (a 404 for a record the body names).
   */
  readonly passed: readonly unknown[];
  readonly refused: readonly unknown[];
  /** true: a request without a body was refused; false: one was accepted; undefined: neither seen. */
  readonly bodyRequired?: boolean;
}

export function observedRequest(
  responses: ReadonlyMap<number, InferredResponse>,
  answers: readonly Answered[],
): ObservedRequest {
  const success = new Set(
    [...responses.values()].filter((r) => r.causes.has('success')).map((r) => r.status),
  );
  const accepted = answers.filter((e) => wasAccepted(e, success));
  const acceptedPaths = new Set(accepted.map(pathOf));
  const refusedByValidation = (e: Answered) => {
    const causes = responses.get(e.response.status)?.causes;
    if (causes === undefined || !causes.has('validation') || !acceptedPaths.has(pathOf(e))) return false;
    if ([...causes].some((c) => !BODY_CAUSES.has(c))) return false;
    return !wasAccepted(e, success);
  };
  const refused = answers.filter(refusedByValidation);
  const passedValidation = (e: Answered) => {
    const causes = responses.get(e.response.status)?.causes ?? new Set();
    const stopped = [...causes].some((c) => STOPPED_CAUSES.has(c));
    return e.response.status < 500 && acceptedPaths.has(pathOf(e)) && !stopped;
  };
  const json = (list: readonly Answered[]) =>
    list.flatMap((e) => {
      const body = sentBody(e);
      return body === undefined || body === 'absent' ? [] : [body.value];
    });
  const absent = (list: readonly Answered[]) => list.some((e) => sentBody(e) === 'absent');
  const bodyRequired = absent(accepted) ? false : absent(refused) ? true : undefined;
  return {
    accepted: json(accepted),
    passed: json(answers.filter((e) => wasAccepted(e, success) || passedValidation(e))),
    refused: json(refused),
    ...(bodyRequired !== undefined && { bodyRequired }),
  };
}

/**
 * @module This server's conventions, per operation, as discovery learned them: what "succeeded",
 * "rejected", "not found", "unauthenticated" and "forbidden" look like here, who may call the
 * operation, and whether it reads a GET body. Built once after discovery; every check reads it.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';

/** The kinds of answer a check tells apart. */
export const answerKinds = ['succeeded', 'rejected', 'not_found', 'unauthenticated', 'forbidden'] as const;
export type AnswerKind = (typeof answerKinds)[number];

/**
 * The statuses of one kind of answer: `learned` (seen on this server; a 2xx among them came with a
 * failure body) or `fallback` (discovery saw none here: `fallbackStatuses`).
 */
export interface AnswerStatuses {
  readonly source: 'learned' | 'fallback';
  readonly statuses: readonly number[];
}

/**
 * Used only where discovery saw no answer of the kind (never in place of a learned list): what most
 * HTTP APIs answer.
 */
export const fallbackStatuses: Readonly<Record<AnswerKind, readonly number[]>> = {
  succeeded: [200, 201, 202, 204],
  rejected: [400, 409, 422],
  not_found: [404, 410],
  unauthenticated: [401, 403],
  forbidden: [403, 404],
};

/** Who may call the operation, as discovery's auth probes showed it. */
export type Access =
  /** A request without a token was refused. */
  | { readonly kind: 'token_required' }
  /**
   * A request without a token succeeded like the authorised one. `credentialsIgnored`: a malformed
   * token succeeded too (the operation does not read credentials at all).
   */
  | { readonly kind: 'public'; readonly credentialsIgnored: boolean }
  /** Not established (no authorised request succeeded, or the answers were unclear). */
  | { readonly kind: 'unknown' };

export interface OperationConventions {
  readonly operation: OperationNumber;
  readonly answers: Readonly<Record<AnswerKind, AnswerStatuses>>;
  readonly access: Access;
  /** The operation never reads its request body (an ignored GET body, too): body contents prove nothing here. */
  readonly bodyIgnored: boolean;
  /** Malformed JSON and an array for the object were answered like the accepted body (read as no input, or never read). */
  readonly invalidBodyAccepted: boolean;
}

export interface ServerConventions {
  /**
   * Discovery saw this server answer 2xx with a body that says failure (`{"success": false}`,
   * problem+json, ...). Such an answer is never a success, on any operation.
   */
  readonly failureBodyUnder2xx: boolean;
  /** One per operation discovery looked at, in document order. */
  readonly operations: readonly OperationConventions[];
}

/** The conventions of an operation discovery learned nothing about: fallbacks everywhere. */
export function unlearnedConventions(operation: OperationNumber): OperationConventions {
  return {
    operation,
    answers: fallbackAnswers(),
    access: { kind: 'unknown' },
    bodyIgnored: false,
    invalidBodyAccepted: false,
  };
}

export function fallbackAnswers(): Record<AnswerKind, AnswerStatuses> {
  const entries = answerKinds.map((kind) => [kind, { source: 'fallback', statuses: fallbackStatuses[kind] }]);
  return Object.fromEntries(entries) as Record<AnswerKind, AnswerStatuses>;
}

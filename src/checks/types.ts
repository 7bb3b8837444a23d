/**
 * @module What a check is: a small pure function from one exchange, the case that caused it and
 * the run's context to finding drafts. Checks do no I/O and decide nothing about failing the run.
 */
import type { OperationDef } from '../../fixtures/operation-def.ts';
import type { Case } from '../core/case.ts';
import type { Exchange, RecordedResponse } from '../core/exchange.ts';
import type { Severity } from '../core/finding.ts';

export interface CheckContext {
  readonly op: OperationDef;
  /** Is this response a rejection by this server's own convention? (statuses table + failure envelopes learned by discovery) */
  isRejection(res: RecordedResponse): boolean;
  /** Discovery saw a request without any token succeed here: the operation is public. */
  readonly isPublic?: boolean;
  /** Discovery showed this GET ignores its request body: body contents prove nothing here. */
  readonly bodyIgnored?: boolean;
  /** Responses slower than this (milliseconds) are reported. */
  readonly responseTimeMs: number;
}

/** `Name`: the check's own name, so a check cannot draft a finding under another one. */
export interface FindingDraft<Name extends string = string> {
  readonly check: Name;
  readonly severity: Severity;
  readonly title: string;
  readonly expected: string;
  readonly actual: string;
  /** What went wrong, in a few stable words: with check and operation, the deduplication key. */
  readonly cause: string;
}

export interface Check<Name extends string = string> {
  readonly name: Name;
  readonly description: string;
  run(ex: Exchange, c: Case, ctx: CheckContext): readonly FindingDraft<Name>[];
}

/**
 * @module What a check is: a small pure function to finding drafts, of one of three scopes. An
 * `exchange` check judges any answer (a discovery probe's too); a `case` check needs the case that
 * caused it (its scenario, credential, validity); an `operation` check judges all the exchanges of
 * one operation together. Checks do no I/O and decide nothing about failing the run.
 */
import type { NumberedOperation } from '../../fixtures/catalog.ts';
import type { Case } from '../core/case.ts';
import type { OperationConventions } from '../core/conventions.ts';
import type { Exchange, RecordedResponse } from '../core/exchange.ts';
import type { Severity } from '../core/finding.ts';
import type { EstablishedFacts, NeededFact } from '../core/needed-fact.ts';
import type { Origin } from '../core/origin.ts';

export interface CheckContext {
  readonly op: NumberedOperation;
  /** What each kind of answer looks like on this server for this operation, as discovery learned it. */
  readonly conventions: OperationConventions;
  /** Does this body say failure (a failure envelope, problem+json)? The test discovery classifies with. */
  isFailureBody(res: RecordedResponse): boolean;
  /** Responses slower than this (milliseconds) are reported. */
  readonly responseTimeMs: number;
  /** The user gave a known-good body for this operation (`EXAMPLES_FILE`). */
  readonly hasExample?: boolean;
  /** The team declared this documented-auth operation public on purpose (`PUBLIC_OPERATIONS`). */
  readonly declaredPublic: boolean;
  /** Which facts a check may need this run established for the operation (and why not). */
  readonly facts: EstablishedFacts;
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

/** One exchange and why it was sent. */
export interface JudgedExchange {
  readonly exchange: Exchange;
  readonly origin: Origin;
}

/** An operation check's draft names its evidence: the first exchange is the reproducer. */
export interface OperationDraft<Name extends string = string> extends FindingDraft<Name> {
  readonly evidence: readonly JudgedExchange[];
}

interface CheckBase<Name extends string> {
  readonly name: Name;
  readonly description: string;
  /**
   * The facts its verdict rests on beyond the exchange: where this run did not establish one, what
   * it drafts is reported as "not established" (`established-facts.ts`), never as a finding.
   */
  readonly needs: readonly NeededFact[];
}

export interface ExchangeCheck<Name extends string = string> extends CheckBase<Name> {
  readonly scope: 'exchange';
  run(ex: Exchange, origin: Origin, ctx: CheckContext): readonly FindingDraft<Name>[];
}

export interface CaseCheck<Name extends string = string> extends CheckBase<Name> {
  readonly scope: 'case';
  run(ex: Exchange, c: Case, ctx: CheckContext): readonly FindingDraft<Name>[];
}

export interface OperationCheck<Name extends string = string> extends CheckBase<Name> {
  readonly scope: 'operation';
  run(exchanges: readonly JudgedExchange[], ctx: CheckContext): readonly OperationDraft<Name>[];
}

export type Check<Name extends string = string> =
  | ExchangeCheck<Name>
  | CaseCheck<Name>
  | OperationCheck<Name>;

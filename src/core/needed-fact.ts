/**
 * @module The facts a check's verdict rests on beyond the exchange it judges, whether this run
 * established them for an operation, and what is said when it did not. A check names the facts it
 * needs (`src/checks`); a verdict that would rest on one this run did not establish is no finding:
 * it is reported as "not established", with the reason and what the check saw.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { CheckName } from './check-name.ts';

export const neededFacts = ['auth_convention', 'accepted_request'] as const;
export type NeededFact = (typeof neededFacts)[number];

/** What each fact is, as the reports say it of an operation. */
export const neededFactWords: Readonly<Record<NeededFact, string>> = {
  auth_convention: 'whether it requires a token (a public operation serves everyone)',
  accepted_request: 'a request it accepts',
};

export type Establishment =
  | { readonly established: true }
  | { readonly established: false; readonly reason: string };

/** Per operation: each fact a check may need, established or not (and why not). */
export type EstablishedFacts = Readonly<Record<NeededFact, Establishment>>;

/** A check's verdict this run could not give: a fact it needs was not established. */
export interface NotEstablished {
  /** Deduplication key: check, operation and fact. */
  readonly key: string;
  readonly check: CheckName;
  readonly operation: OperationNumber;
  readonly fact: NeededFact;
  /** Why the run did not establish it (a budget cut, a probe never reached, unclear answers...). */
  readonly reason: string;
  /** What the check saw and could not judge: the title its finding would have had. */
  readonly seen: string;
  /** The case or probe that showed it. */
  readonly caseId: string;
  readonly exchangeIds: readonly string[];
  readonly occurrences: number;
}

/** The words every report gives one (Markdown code marks around the check's name). */
export function notEstablishedText(n: NotEstablished): string {
  return `#${n.operation} \`${n.check}\`: not established: ${neededFactWords[n.fact]} (${n.reason}); seen, not judged: ${n.seen}`;
}

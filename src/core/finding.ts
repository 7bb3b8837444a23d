/**
 * @module A finding: a verdict of one check on one exchange. Findings are data; whether one fails
 * the run is decided by the policy table, not by the check.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Scenario } from './case.ts';

export const severities = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof severities)[number];

export interface Finding {
  /** Deduplication key: check, operation and cause. */
  readonly key: string;
  readonly check: string;
  /** 0 only for a baseline change on a path the catalog no longer has. */
  readonly operation: OperationNumber | 0;
  readonly severity: Severity;
  readonly title: string;
  readonly expected: string;
  readonly actual: string;
  readonly caseId: string;
  readonly scenario?: Scenario;
  readonly seed: number;
  readonly fcPath?: string;
  readonly exchangeIds: readonly string[];
  /** A curl command reproducing the request, with `$ACCESS_TOKEN` in place of the token. */
  readonly curl: string;
  /** Set by the policy: this finding fails the run. */
  readonly fails: boolean;
  /** How many exchanges showed the same cause. */
  readonly occurrences: number;
}

/**
 * @module A finding: a verdict of one check on one exchange. Findings are data; whether one fails
 * the run is decided by the policy table, not by the check.
 */
import type { OperationNumber } from '../../fixtures/catalog.ts';
import type { Scenario } from './case.ts';
import type { CheckName } from './check-name.ts';

export const severities = ['critical', 'high', 'medium', 'low', 'info'] as const;
export type Severity = (typeof severities)[number];

/** A drift finding's place in the drift policy (`src/baseline/drift-rules.ts`). */
export interface DriftClassification {
  /** The rule the change falls under (`request_rule_removed`, `error_content_type_changed`, ...). */
  readonly rule: string;
  /** `breaking` and `loosened` fail the gate by default; `additive` is recorded only. */
  readonly kind: 'breaking' | 'loosened' | 'additive';
  /** Every operation showing this same change (the finding's `operation` is the first; 0 = server-wide). */
  readonly operations: readonly (OperationNumber | 0)[];
  /** The facts that changed, as keyed in the baseline file. */
  readonly facts: readonly string[];
  /** What the change brought with it, in words, its root first (`author` is now required, …). */
  readonly consequences?: readonly string[];
}

export interface Finding {
  /** Deduplication key: check, operation and cause. */
  readonly key: string;
  /** The check that judged: one of core's list, so comparing it with a misspelt name does not compile. */
  readonly check: CheckName;
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
  /** Drift findings only: the rule, its classification and every operation it concerns. */
  readonly classification?: DriftClassification;
  /** A failure the baseline already held (`BASELINE`, not recording): since when, and whether it still fails. */
  readonly known?: KnownMark;
}

/** How a check treats a failure its baseline recorded. */
export interface KnownMark {
  /** When a baseline first recorded it (ISO time). */
  readonly since: string;
  /** What the recording saw: its title and a curl that reproduced it then. */
  readonly recorded: { readonly title: string; readonly curl: string };
  /** `false`: tolerated (does not fail the run); `true`: critical, or `KNOWN_FAILURES=fail`. */
  readonly fails: boolean;
}

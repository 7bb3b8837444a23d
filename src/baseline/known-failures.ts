/**
 * @module Known failures: a recording run keeps its failing findings in the baseline (since when
 * each has been failing, carried over from the baseline it replaces), and every check reports a
 * failure the baseline holds as known. A known failure does not fail the check (`KNOWN_FAILURES=fail`
 * makes it fail), except a critical one (`knownStillFails`: a token not checked, another tenant
 * reached, a server error), which fails every check until fixed or declared. A failure the baseline
 * does not hold, or one worse than recorded (a higher severity), fails as usual; so does drift.
 */
import { knownStillFails } from '../checks/policy.ts';
import type { KnownFailures } from '../core/config.ts';
import { type Finding, severities } from '../core/finding.ts';

/** A failure as the baseline keeps it: matched by its finding key (check, operation, cause). */
export interface RecordedFailure {
  readonly key: string;
  readonly check: Finding['check'];
  readonly operation: Finding['operation'];
  readonly severity: Finding['severity'];
  readonly title: string;
  readonly curl: string;
  /** When a baseline first recorded it (ISO time). */
  readonly since: string;
}

/** The failing findings of a recording run, each `since` the previous baseline's record of it, or now. */
export function recordFailures(
  findings: readonly Finding[],
  previous: readonly RecordedFailure[],
  now: string,
): RecordedFailure[] {
  return findings
    .filter((f) => f.fails)
    .map((f) => ({
      key: f.key,
      check: f.check,
      operation: f.operation,
      severity: f.severity,
      title: f.title,
      curl: f.curl,
      since: previous.find((p) => p.key === f.key)?.since ?? now,
    }));
}

const worse = (f: Finding, r: RecordedFailure) =>
  severities.indexOf(f.severity) < severities.indexOf(r.severity);

/** This run's findings with the baseline's known failures marked; a tolerated one no longer fails. */
export function markKnown(
  findings: readonly Finding[],
  recorded: readonly RecordedFailure[],
  mode: KnownFailures,
): Finding[] {
  return findings.map((f) => {
    const r = recorded.find((x) => x.key === f.key);
    if (!f.fails || r === undefined || worse(f, r)) return f;
    const fails = mode === 'fail' || knownStillFails(f);
    return { ...f, fails, known: { since: r.since, recorded: { title: r.title, curl: r.curl }, fails } };
  });
}

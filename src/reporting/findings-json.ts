/**
 * @module `findings.json`: every finding of every check, each with its group, with the verdict and
 * tallies.
 */
import { severities } from '../core/finding.ts';
import type { RunRecord } from '../core/run-record.ts';
import { DECLARED_NOTE, declaredExceptions } from './declared-exceptions.ts';
import { findingGroup } from './finding-groups.ts';

function tally<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
}

export function writeFindingsJson(run: RunRecord): string {
  const bySeverity = Object.fromEntries(
    severities.map((s) => [s, run.findings.filter((f) => f.severity === s).length]),
  );
  const declared = declaredExceptions(run);
  return `${JSON.stringify(
    {
      verdict: run.verdict,
      target: run.meta.target,
      seed: run.meta.seed,
      generatedAt: run.meta.finishedAt,
      summary: {
        total: run.findings.length,
        failing: run.findings.filter((f) => f.fails).length,
        // Failures the baseline already held (each finding's `known`), counted whether tolerated or not.
        known: run.findings.filter((f) => f.known !== undefined).length,
        bySeverity,
        byCheck: tally(run.findings, (f) => f.check),
      },
      skipped: run.skipped,
      unverified: run.unverified,
      // What a check saw but did not judge: a fact it needs was not established (never a finding).
      notEstablished: run.notEstablished,
      // Exceptions of the harness's own code: not facts of the server, never hidden among them.
      harnessErrors: run.harnessFaults ?? [],
      ...(declared.length > 0 && {
        declaredExceptions: declared.map((d) => ({ ...d, note: DECLARED_NOTE })),
      }),
      ...(run.time && { time: run.time }),
      ...(run.meta.traffic && { traffic: run.meta.traffic }),
      // One entry per (operation, finding), as tools read them; `group` names the same finding on
      // several operations (check and title without the operation), as summary.md and index.html group them.
      findings: run.findings.map((f) => ({ ...f, group: findingGroup(f) })),
    },
    null,
    2,
  )}\n`;
}

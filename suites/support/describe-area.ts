/**
 * @module The shape of every area suite: per operation, a test that the core requests were sent
 * (valid with the token, without a token, with a malformed token) and one test per registered
 * check and for drift, failing on the findings the policy says fail the run. Other findings, and
 * what a check saw but did not judge (a fact it needs not established), become annotations.
 */
import { describe, expect, test } from 'vitest';
import { operationsInArea } from '../../fixtures/catalog.ts';
import type { Area } from '../../fixtures/operation-def.ts';
import { breakerCheckNames, checks } from '../../src/checks/index.ts';
import { complete, exercisedBy, notJudged } from '../../src/core/exercised.ts';
import type { Finding } from '../../src/core/finding.ts';
import { notEstablishedText } from '../../src/core/needed-fact.ts';
import { runData } from './run-data.ts';

const describeFinding = (f: Finding) =>
  `${f.title} (${f.severity}, case ${f.caseId}, seed ${f.seed}; expected ${f.expected}; got ${f.actual})\n  ${f.curl}`;

export function describeArea(area: Area): void {
  const run = runData();
  for (const op of operationsInArea(area)) {
    describe(`#${op.number} ${op.method} ${op.path}`, () => {
      const excluded = notJudged(run, op);
      if (excluded) {
        test.skip(excluded, () => {});
        return;
      }

      test('was exercised with the token, without a token and with a malformed token', ({ skip }) => {
        const { exercised, excuse } = exercisedBy(run, op);
        if (!complete(exercised) && excuse) skip(excuse);
        expect(exercised).toEqual({ valid: true, noToken: true, badToken: true });
      });

      // One test per registered check, plus the baseline gate when there is a baseline to gate on
      // (without one nothing was compared: a passing `drift` test would claim what was not checked).
      const gated = run.meta.baseline !== undefined && !run.meta.baseline.updated;
      const judged: readonly Finding['check'][] = [
        ...checks.map((c) => c.name),
        ...(gated ? (['drift'] as const) : []),
        ...breakerCheckNames,
      ];
      for (const name of judged) {
        test(name, async ({ annotate }) => {
          const findings = run.findings.filter((f) => f.operation === op.number && f.check === name);
          for (const f of findings.filter((x) => !x.fails)) await annotate(describeFinding(f), 'notice');
          // Seen but not judged: a fact the check needs was not established (never a failure).
          for (const n of run.notEstablished.filter((x) => x.operation === op.number && x.check === name))
            await annotate(notEstablishedText(n), 'notice');
          const failing = findings.filter((f) => f.fails);
          // The first line names the finding: it is what the command prints and JUnit shows.
          if (failing.length > 0) expect.fail(failing.map(describeFinding).join('\n\n'));
        });
      }
    });
  }
}

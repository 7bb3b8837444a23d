/**
 * @module The shape of every area suite: per operation, a test that the core requests were sent
 * (valid with the token, without a token, with a malformed token) and one test per registered
 * check and for drift, failing on the findings the policy says fail the run. Other findings become
 * annotations.
 */
import { describe, expect, test } from 'vitest';
import { operationsInArea } from '../../fixtures/catalog.ts';
import type { Area } from '../../fixtures/operation-def.ts';
import { breakerCheckNames, checks } from '../../src/checks/index.ts';
import type { Finding } from '../../src/core/finding.ts';
import { runData } from './run-data.ts';

const describeFinding = (f: Finding) =>
  `${f.title} (${f.severity}, case ${f.caseId}, seed ${f.seed}; expected ${f.expected}; got ${f.actual})\n  ${f.curl}`;

export function describeArea(area: Area): void {
  const run = runData();
  for (const op of operationsInArea(area)) {
    describe(`#${op.number} ${op.method} ${op.path}`, () => {
      if (run.shard && !run.shard.operations.includes(op.number)) {
        test.skip(`in another shard than ${run.shard.index}/${run.shard.count}`, () => {});
        return;
      }
      const skipped = run.skipped.find((s) => s.operation === op.number);
      if (skipped) {
        test.skip(`skipped: ${skipped.reason}`, () => {});
        return;
      }

      test('was exercised with the token, without a token and with a malformed token', ({ skip }) => {
        const scenarios = new Set(
          run.cases
            .filter((r) => r.case.operation === op.number)
            .map((r) => `${r.case.scenario}/${r.case.auth}`),
        );
        // A check's plan leaves these cases to the baseline's witnesses: their replays count.
        const witnesses = run.meta.baseline?.replayed?.find((w) => w.operation === op.number);
        const exercised = {
          valid:
            [...scenarios].some((s) => s.startsWith('valid_') && s.endsWith('/token')) ||
            witnesses?.valid === true,
          noToken: scenarios.has('no_token/none') || witnesses?.noToken === true,
          badToken: scenarios.has('bad_token/malformed') || witnesses?.badToken === true,
        };
        const complete = Object.values(exercised).every(Boolean);
        // A run cut short by MAX_REQUESTS or MAX_DURATION says so (summary, findings.json) instead of failing here.
        if (!complete && run.meta.budgetExhausted) skip('the request budget (MAX_REQUESTS) ran out first');
        // A cut of the check's own plan is no skip: what it left out, the witnesses must have sent.
        const cut = run.time?.cut.find((c) => c.operation === op.number && c.reason !== 'check_plan');
        if (!complete && cut) skip(`cut (${cut.reason}): ${cut.what}`);
        expect(exercised).toEqual({ valid: true, noToken: true, badToken: true });
      });

      // One test per registered check, plus the baseline gate (drift is judged per run, not per exchange).
      const judged: readonly Finding['check'][] = [
        ...checks.map((c) => c.name),
        'drift',
        ...breakerCheckNames,
      ];
      for (const name of judged) {
        test(name, async ({ annotate }) => {
          const findings = run.findings.filter((f) => f.operation === op.number && f.check === name);
          for (const f of findings.filter((x) => !x.fails)) await annotate(describeFinding(f), 'notice');
          const failing = findings.filter((f) => f.fails);
          // The first line names the finding: it is what the command prints and JUnit shows.
          if (failing.length > 0) expect.fail(failing.map(describeFinding).join('\n\n'));
        });
      }
    });
  }
}

/**
 * @module The contract suites' one rule that is not a finding: every operation was exercised with the
 * token, without a token and with a malformed token, unless the run says why not. Shared by the area
 * suites (suites/support/describe-area.ts, a test per operation) and the e2e tests' in-process runs
 * (tests/support/in-process.ts), whose exit code must be the command's: a run whose verdict passes
 * still fails the command on this rule.
 */
import type { CatalogOperation } from '../../fixtures/catalog.ts';
import type { RunFile } from './run-record.ts';

export interface Exercised {
  readonly valid: boolean;
  readonly noToken: boolean;
  readonly badToken: boolean;
}

/** What the run sent to `op`, and the reason it gives for sending less (a budget, a cut), if any. */
export function exercisedBy(
  run: RunFile,
  op: CatalogOperation,
): { readonly exercised: Exercised; readonly excuse?: string } {
  const scenarios = new Set(
    run.cases.filter((r) => r.case.operation === op.number).map((r) => `${r.case.scenario}/${r.case.auth}`),
  );
  // A check's plan leaves these cases to the baseline's witnesses: their replays count.
  const witnesses = run.meta.baseline?.replayed?.find((w) => w.operation === op.number);
  const exercised = {
    valid:
      [...scenarios].some((s) => s.startsWith('valid_') && s.endsWith('/token')) || witnesses?.valid === true,
    noToken: scenarios.has('no_token/none') || witnesses?.noToken === true,
    badToken: scenarios.has('bad_token/malformed') || witnesses?.badToken === true,
  };
  // A run cut short by MAX_REQUESTS or MAX_DURATION says so (summary, findings.json) instead of failing here.
  if (run.meta.budgetExhausted)
    return { exercised, excuse: 'the request budget (MAX_REQUESTS) ran out first' };
  // A cut of the check's own plan is no excuse: what it left out, the witnesses must have sent.
  const cut = run.time?.cut.find((c) => c.operation === op.number && c.reason !== 'check_plan');
  return cut ? { exercised, excuse: `cut (${cut.reason}): ${cut.what}` } : { exercised };
}

export const complete = (e: Exercised): boolean => e.valid && e.noToken && e.badToken;

/** Why the suites would not judge `op` at all (another shard, skipped by the run), if so. */
export function notJudged(run: RunFile, op: CatalogOperation): string | undefined {
  if (run.shard && !run.shard.operations.includes(op.number))
    return `in another shard than ${run.shard.index}/${run.shard.count}`;
  const skipped = run.skipped.find((s) => s.operation === op.number);
  return skipped ? `skipped: ${skipped.reason}` : undefined;
}

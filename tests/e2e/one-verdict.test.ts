/**
 * One verdict whatever the mode (issue 28 item 1): against the auth-bypass sandbox (#13 lets a
 * request without a token in), a full run and a baseline check of the same server both fail on a
 * critical `auth_enforced` finding on #13, with the drift (#13's security changed since the
 * baseline) beside it, not instead of it, and the suites' JUnit test `#13 … auth_enforced` fails in
 * both. Before, the check only showed the drift: its case slice leaves the no-token case to the
 * witness that replays it, and witness replays were judged by none of the auth checks. The baseline
 * is recorded in process on the clean sandbox, and so is the full run; the check goes through the
 * real command (its JUnit).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import { type FaultName, startSandbox } from '../../src/sandbox/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

const baseline = join(mkdtempSync(join(tmpdir(), 'one-verdict-')), 'baseline.json');

async function against(
  faults: FaultName[],
  env: Record<string, string>,
  run: (env: Record<string, string>) => Promise<CliResult> = runContractCli,
): Promise<CliResult> {
  const sandbox = await startSandbox({ faults });
  try {
    return await run({ ...targetEnv(sandbox), EXAMPLES: '1', BASELINE: baseline, ...env });
  } finally {
    await sandbox.close();
  }
}

/** The JUnit test case of one check on #13, and whether it failed. */
function junitCase(junit: string, check: string): { readonly found: boolean; readonly failed: boolean } {
  const cases = junit.split('<testcase ').slice(1);
  const own = cases.find(
    (c) => /name="[^"]*#13 POST[^"]*"/.test(c) && new RegExp(`name="[^"]*${check}"`).test(c),
  );
  return { found: own !== undefined, failed: own?.split('</testcase>')[0]?.includes('<failure') === true };
}

beforeAll(async () => {
  const record = await against([], { UPDATE_BASELINE: 'true' }, runContractInProcess);
  expect(record.code, record.stderr).toBe(0);
}, 60_000);

/** The failing findings on #13, the baseline mode the run was in. */
function verdictOn13(run: CliResult) {
  const mode = run.json<{ meta: { baseline?: { mode?: string } } }>('run.json').meta.baseline?.mode;
  const failing = run
    .json<{ findings: Finding[] }>('findings.json')
    .findings.filter((f) => f.fails && f.operation === 13);
  const auth = failing.find((f) => f.check === 'auth_enforced');
  return { mode, auth, drift: failing.some((f) => f.check === 'drift') };
}

describe('auth bypass: the same verdict in a full run and in a baseline check', () => {
  test('a critical auth_enforced failure on #13 in both, the drift beside it; JUnit fails in the check', async () => {
    // The full run in process (the fault matrix runs this fault through the command, JUnit included).
    const full = await against(['auth-bypass'], { FULL_DISCOVERY: 'true' }, runContractInProcess);
    const check = await against(['auth-bypass'], {});
    for (const [run, mode] of [
      [full, 'discovery'],
      [check, 'check'],
    ] as const) {
      expect(run.code, run.stderr).toBe(1);
      const v = verdictOn13(run);
      expect(v.mode).toBe(mode);
      expect(v.auth).toMatchObject({
        severity: 'critical',
        title: 'Ignored auth: accepted a request with no token',
      });
      expect(v.drift).toBe(true);
    }
    // The same finding in both modes: its key, severity and verdict.
    const key = (run: CliResult) => verdictOn13(run).auth?.key;
    expect(key(check)).toBe(key(full));
    const junit = check.report('junit.xml');
    expect(junitCase(junit, 'auth_enforced')).toEqual({ found: true, failed: true });
    expect(junitCase(junit, 'drift')).toEqual({ found: true, failed: true });
  });
});

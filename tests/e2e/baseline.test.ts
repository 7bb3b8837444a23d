/**
 * The drift gate: record a baseline, rerun unchanged (no drift, no flapping), then run against a
 * server whose behaviour changed (a breaking drift fails the run). The unchanged rerun, whose suites'
 * junit.xml is read, and the bad baselines (exit 2) go through the real command; the record and the
 * changed run are the command's stage in process (tests/support/in-process.ts).
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

const baselinePath = join(mkdtempSync(join(tmpdir(), 'baseline-')), 'baseline.json');

async function runAgainst(
  faults: Parameters<typeof startSandbox>[0] extends infer O ? O : never,
  env: Record<string, string>,
  runContract: (env: Record<string, string>) => Promise<CliResult> = runContractInProcess,
) {
  const sandbox = await startSandbox(faults);
  try {
    return await runContract({ ...targetEnv(sandbox), EXAMPLES: '1', BASELINE: baselinePath, ...env });
  } finally {
    await sandbox.close();
  }
}

describe('baseline gate', () => {
  test('UPDATE_BASELINE=true records one; an unchanged server then shows no drift; a changed one fails', async () => {
    const record = await runAgainst({}, { UPDATE_BASELINE: 'true' });
    expect(record.code, record.stderr).toBe(0);
    expect(existsSync(baselinePath)).toBe(true);

    const same = await runAgainst({}, {}, runContractCli);
    expect(same.code, same.stderr).toBe(0);
    const sameDrift = same
      .json<{ findings: Finding[] }>('findings.json')
      .findings.filter((f) => f.check.startsWith('drift'));
    expect(sameDrift).toEqual([]);
    // A clean check: what its plan left out of the case slice the witnesses sent, so no JUnit test
    // is skipped (time-budget cuts still are) and none fails.
    const junit = same.report('junit.xml');
    expect(junit.match(/<testcase /g)?.length).toBeGreaterThan(100);
    // Gated on a baseline: every operation has its drift test.
    expect(junit.match(/&gt; drift"/g)?.length).toBe(21);
    expect(junit.match(/<skipped/g) ?? []).toEqual([]);
    expect(junit.match(/<failure/g) ?? []).toEqual([]);

    const changed = await runAgainst({ faults: ['auth-bypass'] }, {});
    expect(changed.code).toBe(1);
    const drift = changed
      .json<{ findings: Finding[] }>('findings.json')
      .findings.filter((f) => f.check === 'drift');
    expect(drift.flatMap((f) => f.classification?.facts ?? [])).toContain(
      'POST /v1/homes/{dealId}/note security',
    );
    expect(drift.find((f) => f.classification?.rule === 'auth_dropped')?.classification?.kind).toBe(
      'loosened',
    );
  });

  test('a missing or broken baseline is a harness error (exit 2)', async () => {
    const broken = join(mkdtempSync(join(tmpdir(), 'baseline-')), 'broken.json');
    writeFileSync(broken, '{not json');
    for (const file of [broken, '/nonexistent/baseline.json']) {
      const run = await runContractCli({ BASELINE: file, EXAMPLES: '1' });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/BAD_BASELINE/);
    }
  });
});

describe('on the embedded sandbox (no API_BASE_URL), as the README starts', () => {
  test('a baseline recorded on one start checks clean on the next, whose seeded records have new ids', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'baseline-embedded-')), 'baseline.json');
    const record = await runContractInProcess({ EXAMPLES: '1', BASELINE: path, UPDATE_BASELINE: 'true' });
    expect(record.code, record.stderr).toBe(0);
    const check = await runContractInProcess({ EXAMPLES: '1', BASELINE: path });
    expect(check.stderr).toMatch(
      /checking 21 operations .* against the baseline .*: replaying its witnesses/,
    );
    expect(check.stderr).not.toMatch(/witnesses disagree/);
    expect(check.code, check.stderr).toBe(0);
  });
});

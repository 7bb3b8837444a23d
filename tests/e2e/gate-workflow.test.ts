/**
 * The deploy gate as a team runs it (issue 28): a baseline recorded where a failure is already
 * known, checks that stay usable with it, one finding per change, and no stale reports after an
 * exit 2. The sandbox with `operation-removed` (#17 answers 404 to everything: unverified, a high
 * finding that fails the run but is no critical) stands for staging with one known failure. The
 * recording and checks are the command's stage in process (tests/support/in-process.ts); the exit 2
 * goes through the real command, whose stage and launcher clear the report directory.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { REPORT_FILES } from '../../src/cli/error-reports.mjs';
import type { Finding } from '../../src/core/finding.ts';
import { writers } from '../../src/reporting/writers.ts';
import { type RegressionName, startSandbox } from '../../src/sandbox/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

const baseline = join(mkdtempSync(join(tmpdir(), 'gate-workflow-')), 'staging.json');
const KNOWN: RegressionName = 'operation-removed';

async function against(regressions: RegressionName[], env: Record<string, string> = {}): Promise<CliResult> {
  const sandbox = await startSandbox({ regressions });
  try {
    return await runContractInProcess({ ...targetEnv(sandbox), EXAMPLES: '1', BASELINE: baseline, ...env });
  } finally {
    await sandbox.close();
  }
}

const findingsOf = (run: CliResult) => run.json<{ findings: Finding[] }>('findings.json').findings;

describe('a gate with a known failure', () => {
  let record: CliResult;
  beforeAll(async () => {
    record = await against([KNOWN], { UPDATE_BASELINE: 'true' });
  });

  test('the recording writes the baseline whatever the verdict, says where, and exits by the verdict', () => {
    expect(record.code, record.stderr).toBe(1);
    expect(record.stderr).toContain(`baseline recorded: ${baseline}`);
    const index = JSON.parse(readFileSync(baseline, 'utf8')) as { knownFailures: { key: string }[] };
    expect(index.knownFailures.map((f) => f.key)).toEqual(['operation_verified|17|no_accepted_request']);
    expect(record.report('summary.md')).toContain(`- Baseline recorded by this run: \`${baseline}\``);
  });

  test('a check of the same server passes, names the baseline, says "no drift" and lists the known failure', async () => {
    const same = await against([KNOWN]);
    expect(same.code, same.stderr).toBe(0);
    const summary = same.report('summary.md');
    const head = summary.split('\n').slice(0, 10).join('\n');
    expect(head).toContain(`Compared with baseline \`${baseline}\``);
    expect(head).toMatch(/: no drift$/m);
    expect(head).toContain('1 known failure tolerated');
    expect(summary).toMatch(/## Known failures[^\n]*\n\n- Could not build an accepted request[^\n]*#17/);
    expect(summary).toMatch(/known since \d{4}-\d\d-\d\d \d\d:\d\d UTC; tolerated/);
    const known = findingsOf(same).filter((f) => f.known !== undefined);
    expect(known.map((f) => [f.check, f.operation, f.fails])).toEqual([['operation_verified', 17, false]]);
    // Planned, not cut: the check's slice is one line.
    expect(summary).not.toMatch(/cut by the check's plan|the check's plan: its case slice/);
  });

  test('KNOWN_FAILURES=fail makes the known failure fail the check', async () => {
    const strict = await against([KNOWN], { KNOWN_FAILURES: 'fail' });
    expect(strict.code, strict.stderr).toBe(1);
    expect(
      findingsOf(strict)
        .filter((f) => f.fails)
        .map((f) => f.key),
    ).toEqual(['operation_verified|17|no_accepted_request']);
  });

  test('a new required field fails the check as one finding titled by its cause', async () => {
    const regressed = await against([KNOWN, 'new-required-field']);
    expect(regressed.code, regressed.stderr).toBe(1);
    const failing = findingsOf(regressed).filter((f) => f.fails);
    expect(failing.map((f) => f.title)).toEqual(['#13 now requires `author`']);
    expect(failing[0]?.classification?.consequences).toEqual(
      expect.arrayContaining(['`author` is now required', '`author` has a maximum length of 100 (new)']),
    );
    expect(regressed.report('summary.md')).toMatch(/## Failing the run \(1\)\n\n- #13 now requires `author`/);
  });
});

describe('exit 2', () => {
  test('UPDATE_BASELINE without BASELINE: one line, and no earlier report left in REPORT_DIR', async () => {
    const reportDir = join(mkdtempSync(join(tmpdir(), 'gate-exit2-')), 'latest');
    mkdirSync(reportDir);
    for (const file of ['index.html', 'summary.md', 'findings.json', 'junit.xml'])
      writeFileSync(join(reportDir, file), 'an earlier run');
    writeFileSync(join(reportDir, 'notes.txt'), 'not a report');
    const run = await runContractCli({ UPDATE_BASELINE: 'true', REPORT_DIR: reportDir });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      'contract: error [BAD_CONFIG]: UPDATE_BASELINE: needs BASELINE, the file to record the baseline in (e.g. BASELINE=baselines/staging.json)',
    ]);
    expect(readdirSync(reportDir).sort()).toEqual(['notes.txt', 'summary.md']);
    expect(run.report('summary.md')).toMatch(
      /^# Contract run: ERROR\n[\s\S]*UPDATE_BASELINE: needs BASELINE/,
    );
    expect(existsSync(join(reportDir, 'index.html'))).toBe(false);
  });

  test('the files cleared are every file a run writes', () => {
    expect([...REPORT_FILES].sort()).toEqual([...Object.keys(writers), 'junit.xml'].sort());
  });
});

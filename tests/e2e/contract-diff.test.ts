/**
 * `npm run contract:diff` (issue 29), the real command over three runs of the sandbox: two of the
 * sandbox as it is, one of a sandbox whose operation 13 now requires an `author`
 * (src/sandbox/regressions/new-required-field.ts). The unchanged pair: exit 0, "no differences".
 * The changed one against the first: exit 1, exactly that change in the drift gate's words, in
 * `diff.md` and `diff.html`. Nothing is sent by the command: it reads the report directories.
 * A baseline is a side too; a missing side is one line and exit 2.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SandboxHandle, startSandbox } from '../../src/sandbox/index.ts';
import { type CliResult, projectRoot } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

interface DiffRun {
  readonly code: number | null;
  readonly stderr: string;
  readonly out: string;
}

function contractDiff(args: readonly string[]): Promise<DiffRun> {
  const out = mkdtempSync(join(tmpdir(), 'diff-'));
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'contract:diff', '--', ...args, '--out', out], {
      cwd: projectRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, out });
    });
  });
}

describe('contract:diff of runs against the sandbox', () => {
  let changed: SandboxHandle;
  let a: CliResult;
  let same: CliResult;
  let b: CliResult;
  let baseline: string;
  beforeAll(async () => {
    changed = await startSandbox({ regressions: ['new-required-field'] });
    const dir = mkdtempSync(join(tmpdir(), 'deployments-'));
    baseline = join(dir, 'production.json');
    a = await runContractInProcess({
      REPORT_DIR: join(dir, 'production'),
      UPDATE_BASELINE: 'true',
      BASELINE: baseline,
    });
    same = await runContractInProcess({ REPORT_DIR: join(dir, 'production-again') });
    b = await runContractInProcess({ ...targetEnv(changed), REPORT_DIR: join(dir, 'staging') });
  }, 240_000);
  afterAll(async () => {
    await changed?.close();
  });

  test('two runs of the unchanged sandbox: exit 0, no differences', async () => {
    const run = await contractDiff([a.reportDir, same.reportDir]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/: no differences: \d+ facts the same\n/);
    expect(readFileSync(join(run.out, 'diff.md'), 'utf8')).toContain('- no differences: ');
  });

  test('a sandbox that now requires `author` on #13: exit 1, exactly that, in words', async () => {
    const run = await contractDiff([a.reportDir, b.reportDir]);
    expect(run.code, run.stderr).toBe(1);
    // One cause, as the drift gate words it: the new required field, its rules as consequences.
    const listed = run.stderr
      .split('\n')
      .filter((l) => /^contract:diff: (breaking|loosened|additive): /.test(l));
    const required = 'staging against production: #13 now requires `author`';
    expect(listed).toEqual([`contract:diff: breaking: ${required}`]);
    const md = readFileSync(join(run.out, 'diff.md'), 'utf8');
    expect(md).toContain("- 1 difference (1 breaking what A's clients rely on)");
    expect(md).toContain(`- ${required} — request_field_required`);
    const html = readFileSync(join(run.out, 'diff.html'), 'utf8');
    expect(html).toContain('staging against production: #13 now requires `author`');
    expect(html).toMatch(/<tr class="changed"><td><code>POST \/v1\/homes\/\{dealId\}\/note request\.author/);
  });

  test('a baseline is a side too: the one recorded by the first run against the second run', async () => {
    const run = await contractDiff([baseline, same.reportDir]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/production-again against production: no differences: \d+ facts the same\n/);
  });

  test('a missing side: exit 2, one line', async () => {
    const run = await contractDiff([a.reportDir, join(a.reportDir, 'nowhere')]);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^contract:diff: error \[BAD_CONFIG\]: .*does not exist/),
    ]);
  });
});

/**
 * Bad input and faults: one line, a distinct exit code, no stack trace, nothing half-written.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { basename, dirname } from 'node:path';
import { describe, expect, test } from 'vitest';
import { leftOnlyTheError, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

const oneLine = (text: string) =>
  text
    .trim()
    .split('\n')
    .filter((l) => !l.startsWith('contract: target'));

describe('harness errors exit 2 with one line', () => {
  test('a closed port: exit 2 without retrying for long, no reports', async () => {
    const port = await closedPort();
    const run = await runContractCli({ API_BASE_URL: `http://127.0.0.1:${port}`, ACCESS_TOKEN: 'abcd1234' });
    expect(run.code).toBe(2);
    // A loose bound (~2 s on an idle machine; a loaded CI box is slower): it only catches a harness
    // that keeps retrying a refused connection instead of stopping.
    expect(run.ms).toBeLessThan(45_000);
    expect(oneLine(run.stderr)).toHaveLength(1);
    expect(run.stderr).toMatch(/UNREACHABLE.*ECONNREFUSED/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(leftOnlyTheError(run)).toEqual([]);
  });

  test.each([
    [{ API_BASE_URL: 'nonsense' }, 'API_BASE_URL'],
    [{ MAX_RPS: 'lots' }, 'MAX_RPS'],
    [{ API_BASE_URL: 'http://127.0.0.1:9' }, 'ACCESS_TOKEN'],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ EXTRA_HEADERS: 'X-Api-Key s3cr3t-value' }, 'EXTRA_HEADERS'],
    [{ COOKIE_B: 's3cr3t-value' }, 'COOKIE_B'],
  ])('bad configuration %o names %s', async (env, variable) => {
    const run = await runContractCli(env);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toContain(variable);
    expect(run.stderr).not.toContain('s3cr3t');
  });
});

describe('unhelpful targets', () => {
  test('a target that never answers: exit 2 on timeout, one line', async () => {
    const { startHostileServer } = await import('../support/hostile-server.ts');
    const server = await startHostileServer('silent');
    try {
      const run = await runContractCli({
        API_BASE_URL: server.url,
        ACCESS_TOKEN: 'abcd1234',
        REQUEST_TIMEOUT_MS: '500',
      });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/TIMEOUT/);
      expect(oneLine(run.stderr)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  test.each(['html', 'huge'] as const)(
    'a target answering %s to everything: a verdict, whole reports, no crash',
    async (kind) => {
      const { startHostileServer } = await import('../support/hostile-server.ts');
      const server = await startHostileServer(kind);
      try {
        const env = {
          API_BASE_URL: server.url,
          ACCESS_TOKEN: 'abcd1234',
          // Enough for discovery and a share of cases (each answer read to 4 MiB, kept to 1 MiB in the
          // reports: 400 requests wrote a 400 MB HAR), so every phase meets the bad answers.
          MAX_REQUESTS: '150',
          EXAMPLES: '1',
        };
        // The huge answers through the real command (its memory is the stage process's); the HTML
        // ones in process (tests/support/in-process.ts: same reports and exit code, less CPU).
        const run = await (kind === 'huge' ? runContractCli(env) : runContractInProcess(env));
        expect([0, 1], run.stderr).toContain(run.code);
        expect(run.stderr).not.toMatch(/\n\s+at /);
        expect(run.json<{ findings: unknown[] }>('findings.json').findings).toBeInstanceOf(Array);
        expect(existsSync(`${run.reportDir}/openapi.json`)).toBe(true);
      } finally {
        await server.close();
      }
    },
  );
});

describe('interrupted', () => {
  test('SIGINT mid-run: exit 2, one line, no report directory', async () => {
    const run = await startCommand();
    run.child.stderr.on('data', (c) => {
      if (String(c).includes('discovering')) run.child.kill('SIGINT');
    });
    expect(await run.closed).toBe(2);
    expect(run.stderr()).toMatch(/INTERRUPTED/);
    expect(leftOnlyTheError(run)).toEqual([]);
  });

  test('SIGTERM to the command while the suites judge the staged reports: exit 2, nothing published', async () => {
    const run = await startCommand();
    const pid = run.child.pid as number;
    // The suites are vitest, a child of the command: signalled once it runs (polled, bounded).
    let sawSuites = false;
    for (let i = 0; i < 3000 && run.child.exitCode === null; i += 1) {
      if (childCommands(pid).some((c) => c.includes('vitest.mjs'))) {
        sawSuites = true;
        run.child.kill('SIGTERM');
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await run.closed).toBe(2);
    expect(sawSuites).toBe(true);
    expect(run.stderr()).toMatch(/INTERRUPTED/);
    expect(run.stderr()).not.toMatch(/PASS|FAIL/);
    expect(leftOnlyTheError(run)).toEqual([]);
    // No staging directory left beside it (the report directory holds only the error summary).
    expect(readdirSync(dirname(run.reportDir)).filter((n) => n !== basename(run.reportDir))).toEqual([]);
    expect(childCommands(pid)).toEqual([]);
  });
});

/** The command as npm starts it (`launch.mjs`), on the embedded sandbox, so a test can signal it alone. */
async function startCommand() {
  const { spawn } = await import('node:child_process');
  const { tempReportDir, projectRoot } = await import('../support/cli.ts');
  const reportDir = tempReportDir();
  const child = spawn('node', ['src/cli/launch.mjs', 'contract'], {
    cwd: projectRoot,
    // One example per operation: the run reaches the suites sooner; what is signalled is the same.
    env: { ...process.env, API_BASE_URL: '', EXAMPLES: '1', REPORT_DIR: reportDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c) => {
    stderr += c;
  });
  const closed = new Promise<number | null>((r) => child.on('close', r));
  return { child, reportDir, closed, stderr: () => stderr };
}

/** The command lines of a process's children, from /proc. */
function childCommands(pid: number): string[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === pid ? [readFileSync(`/proc/${d}/cmdline`, 'utf8').replaceAll('\0', ' ')] : [];
      } catch {
        return []; // exited meanwhile
      }
    });
}

/**
 * @module Runs the real `npm run contract` command in a child process with a controlled environment
 * (every harness variable blanked unless the test sets it, so a developer's `.env` cannot leak in).
 * By default it starts the command line `package.json` gives the script, as npm would, without npm
 * itself (npm's own start costs about 0.5 s of CPU a run, over a hundred runs a suite);
 * `{ viaNpm: true }` goes through `npm run` as a user types it.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '../..');

export const harnessVariables = [
  'API_BASE_URL',
  'ACCESS_TOKEN',
  'ACCESS_TOKEN_B',
  'EXTRA_HEADERS',
  'EXTRA_HEADERS_B',
  'COOKIE',
  'COOKIE_B',
  'REPORT_ID',
  'RECORD_ID',
  'DEAL_ID',
  'OPPORTUNITY_ID',
  'SESSION_ID',
  'RMA_ID',
  'CONTACT_ID',
  'REPORT_DIR',
  'SEED',
  'EXAMPLES',
  'EXAMPLES_FILE',
  'ALLOW_SIDE_EFFECTS',
  'PROBE_LIMITS',
  'MAX_RPS',
  'MAX_REQUESTS',
  'REQUEST_TIMEOUT_MS',
  'RESPONSE_TIME_MS',
  'MAX_DURATION',
  'BASELINE',
  'UPDATE_BASELINE',
  'SHARD',
  'FULL_DISCOVERY',
  'GITHUB_STEP_SUMMARY',
  'PUBLIC_OPERATIONS',
  'CHECK_REQUESTS',
  'TRAFFIC',
  'KNOWN_FAILURES',
] as const;

/**
 * What an exit-2 run leaves in its report directory: nothing, or only the error summary that says
 * no reports were written (`src/cli/error-reports.mjs`); never a report that looks like its own.
 */
export function leftOnlyTheError(run: Pick<CliResult, 'reportDir'>): string[] {
  if (!existsSync(run.reportDir)) return [];
  const files = readdirSync(run.reportDir);
  const summary = files.includes('summary.md') ? readFileSync(join(run.reportDir, 'summary.md'), 'utf8') : '';
  return files.length === 1 && /this run wrote no reports/.test(summary) ? [] : files;
}

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
  readonly reportDir: string;
  report(file: string): string;
  json<T = unknown>(file: string): T;
}

/** The environment a run sees: the test's own variables over every harness variable blanked. */
export function commandEnv(
  env: Record<string, string>,
  reportDir: string,
): Record<string, string | undefined> {
  const blank = Object.fromEntries(harnessVariables.map((v) => [v, '']));
  return { ...process.env, ...blank, BASE_URL: '', ...env, REPORT_DIR: reportDir };
}

export function tempReportDir(): string {
  return join(mkdtempSync(join(tmpdir(), 'contract-')), 'reports');
}

export interface RunOptions {
  /** Through `npm run --silent` itself rather than the script's command line. */
  readonly viaNpm?: boolean;
}

export function runContractCli(
  env: Record<string, string> = {},
  timeoutMs = 170_000,
  options: RunOptions = {},
): Promise<CliResult> {
  return runNpmScript('contract', [], env, timeoutMs, options);
}

/** `npm run contract:merge -- <dirs> --out <REPORT_DIR>`. */
export function runMergeCli(dirs: readonly string[], env: Record<string, string> = {}): Promise<CliResult> {
  const reportDir = env.REPORT_DIR ?? tempReportDir();
  return runNpmScript(
    'contract:merge',
    [...dirs, '--out', reportDir],
    { ...env, REPORT_DIR: reportDir },
    170_000,
  );
}

const scripts = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

/** The argv npm would start for `script` (a plain `node …` line in package.json) with `args` after it. */
function scriptArgv(script: string, args: readonly string[], viaNpm: boolean): [string, string[]] {
  const line = scripts[script]?.split(' ') ?? [];
  if (viaNpm || line[0] !== 'node' || line.some((w) => /["'$&|;<>]/.test(w)))
    return ['npm', ['run', '--silent', script, ...(args.length > 0 ? ['--', ...args] : [])]];
  return [process.execPath, [...line.slice(1), ...args]];
}

function runNpmScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
  timeoutMs: number,
  options: RunOptions = {},
): Promise<CliResult> {
  const reportDir = env.REPORT_DIR ?? tempReportDir();
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    const [command, argv] = scriptArgv(script, args, options.viaNpm ?? false);
    const child = spawn(command, argv, {
      cwd: projectRoot,
      env: commandEnv(env, reportDir),
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a timeout can stop npm, sh and the harness together.
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    // On timeout the whole process group is signalled: npm runs the script through `sh`, which
    // forwards nothing, so killing npm alone would orphan the harness. SIGTERM first (the harness
    // then stops cleanly, exit 2), SIGKILL if that did not end it.
    const signal = (name: NodeJS.Signals) => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    };
    let kill: NodeJS.Timeout | undefined;
    const timer = setTimeout(() => {
      signal('SIGTERM');
      kill = setTimeout(() => signal('SIGKILL'), 10_000);
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      clearTimeout(kill);
      resolvePromise({
        code,
        stdout,
        stderr,
        ms: Date.now() - started,
        reportDir,
        report: (file) => readFileSync(join(reportDir, file), 'utf8'),
        json: (file) => JSON.parse(readFileSync(join(reportDir, file), 'utf8')),
      });
    });
  });
}

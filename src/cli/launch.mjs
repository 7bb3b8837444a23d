// @ts-check
/**
 * @module What `npm run contract` and `npm run contract:merge` start: a small plain-node process
 * that runs the command's stages one after the other, each in a process of its own, so their memory
 * never adds up: the stage (`contract.ts` or `merge.ts` under tsx: the run and its staged reports;
 * the process exits and frees them), then the contract suites (vitest, which judges `run.json` and
 * writes `junit.xml`), then it swaps the staged reports into `REPORT_DIR` and prints the verdict.
 * Exit 0 pass, 1 a check failed, 2 the harness could not do its job; a stage's errors are its own
 * one-line messages. Plain JavaScript (type-checked): TypeScript needs tsx's loader, a thread of its
 * own (about 40 MB), which this process would hold while the suites run.
 *
 * The stage hands over through a file (`CONTRACT_HANDOFF`): `{ reportDir }` as soon as it knows
 * where reports go, then `{ staged, reportDir, summary }`. A run that ends with exit 2 leaves in
 * `reportDir` no report of an earlier run (`error-reports.mjs`): the stage clears it on its own
 * errors, this process on the ones it sees (a crash of the stage, the suites not running, a stop).
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { clearReports } from './error-reports.mjs';
import { verdictLine } from './verdict-line.mjs';

/** The exit codes (`src/core/errors.ts` holds the same three). */
const exit = { pass: 0, fail: 1, harness: 2 };
/** The line vitest-reporter.ts ends with: `{ files, failed, errors }`. */
const SUITES_RESULT_PREFIX = 'contract-suites-result ';
const HANDOFF_VARIABLE = 'CONTRACT_HANDOFF';
const RUN_FILE_VARIABLE = 'CONTRACT_RUN_FILE';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** @type {Record<string, { entry: string; prefix: string }>} */
const commands = {
  contract: { entry: 'src/cli/contract.ts', prefix: 'contract: ' },
  merge: { entry: 'src/cli/merge.ts', prefix: 'contract:merge: ' },
};

/**
 * @typedef {{ verdict: 'pass' | 'fail'; requestsSent: number; findings: number; failing: number; skipped: number[]; unverified: number[] }} RunSummary
 * @typedef {{ staged: string; reportDir: string; summary: RunSummary }} Handoff
 */

const [name = '', ...args] = process.argv.slice(2);
const known = commands[name];
if (!known) {
  process.stderr.write(`launch: unknown command "${name}" (${Object.keys(commands).join(', ')})\n`);
  process.exit(exit.harness);
}
const command = known;
const log = (/** @type {string} */ line) => process.stderr.write(`${command.prefix}${line}\n`);

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
/** Staged reports not yet published: removed if the command is stopped. */
let staged = /** @type {string | undefined} */ (undefined);
const handoffDir = mkdtempSync(join(tmpdir(), 'contract-handoff-'));
const handoffFile = join(handoffDir, 'handoff.json');

/** Exit 2 from here: the one line, and no earlier run's reports left where the stage said reports go. */
function harnessError(/** @type {string} */ line) {
  log(line);
  try {
    const { reportDir } = /** @type {{ reportDir?: string }} */ (
      JSON.parse(readFileSync(handoffFile, 'utf8'))
    );
    if (reportDir) clearReports(reportDir, line);
  } catch {
    // The stage never said where reports go (it stopped before): nothing of this run to clear.
  }
}
/** Bounds the wait for a stopped child to clean up after itself. */
const STOP_GRACE_MS = 5000;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, async () => {
    // Passed on to the running child: the stage answers it itself (its staging removed, its own
    // line); the suites are simply stopped, and the reports they were judging removed here.
    const child = current;
    if (child && child.exitCode === null && child.signalCode === null) {
      const closed = new Promise((done) => child.once('close', done));
      child.kill(signal);
      await Promise.race([closed, new Promise((done) => setTimeout(done, STOP_GRACE_MS).unref())]);
    }
    if (staged) {
      harnessError(`error [INTERRUPTED]: stopped by ${signal}; no reports were written`);
      rmSync(staged, { recursive: true, force: true });
    }
    rmSync(handoffDir, { recursive: true, force: true });
    process.exit(exit.harness);
  });
}

/**
 * Runs a child to its end; its stdout lines go to `onLine`, its stderr to ours unless `onError` takes it.
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @param {{ onLine?: (line: string) => void; onError?: (line: string) => void }} io
 * @returns {Promise<number | null>}
 */
function run(argv, env, io = {}) {
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env,
    stdio: ['inherit', io.onLine ? 'pipe' : 'inherit', io.onError ? 'pipe' : 'inherit'],
  });
  current = child;
  if (io.onLine && child.stdout) createInterface({ input: child.stdout }).on('line', io.onLine);
  if (io.onError && child.stderr) createInterface({ input: child.stderr }).on('line', io.onError);
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => done(code));
  });
}

/** @returns {Promise<Handoff | undefined>} the staged run, or nothing when the stage failed (it said why). */
async function stage() {
  // A young generation of 2 MB instead of 16: about 20 MB less at the peak, no slower (measured).
  const code = await run(['--max-semi-space-size=2', '--import', 'tsx', join(root, command.entry), ...args], {
    ...process.env,
    [HANDOFF_VARIABLE]: handoffFile,
  });
  // 2 comes with the stage's own error line; anything else (a crash, a kill) gets one here.
  if (code !== 0) {
    if (code !== exit.harness)
      harnessError(`error [INTERNAL]: the run stopped (${code === null ? 'killed' : `exit ${code}`})`);
    return undefined;
  }
  return /** @type {Handoff} */ (JSON.parse(readFileSync(handoffFile, 'utf8')));
}

/**
 * The contract suites over the staged `run.json` (vitest in a process of its own, young generation
 * kept small: the suites allocate little); the number of failing tests, or an error line.
 * @param {string} dir
 * @returns {Promise<{ failed: number } | { error: string }>}
 */
async function suites(dir) {
  const reporter = (/** @type {string} */ file) => join(root, 'src', 'reporting', file);
  /** @type {{ files: number; failed: number; errors: number } | undefined} */
  let result;
  let lastError = '';
  const code = await run(
    [
      '--max-semi-space-size=1',
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--root',
      root,
      '--config',
      join(root, 'vitest.config.ts'),
      '--project',
      'contract',
      '--reporter',
      reporter('vitest-reporter.ts'),
      '--reporter',
      reporter('quiet-junit-reporter.ts'),
      `--outputFile.junit=${join(dir, 'junit.xml')}`,
    ],
    { ...process.env, [RUN_FILE_VARIABLE]: join(dir, 'run.json') },
    {
      onLine: (line) => {
        if (line.startsWith(SUITES_RESULT_PREFIX))
          result = JSON.parse(line.slice(SUITES_RESULT_PREFIX.length));
        else if (line.trim() !== '') log(line);
      },
      onError: (line) => {
        if (line.trim() !== '') lastError = line.trim();
      },
    },
  );
  if (result === undefined || result.files === 0)
    return { error: `the contract suites did not run (vitest exited ${code}: ${lastError})` };
  if (result.errors > 0) return { error: 'the contract suites raised errors outside any test' };
  return { failed: result.failed };
}

/** Swaps the staged reports in for `reportDir`'s (its previous content is removed only after). */
function publish(/** @type {string} */ dir, /** @type {string} */ reportDir) {
  const target = resolve(reportDir);
  const old = join(dirname(dir), `${basename(dir)}.old`);
  rmSync(old, { recursive: true, force: true });
  try {
    renameSync(target, old);
  } catch {
    // no previous reports
  }
  renameSync(dir, target);
  rmSync(old, { recursive: true, force: true });
}

/**
 * In GitHub Actions (`GITHUB_STEP_SUMMARY` set) the run's `summary.md` goes to the job's summary page
 * too; a summary that cannot be written costs a line, not the verdict.
 */
function appendStepSummary(/** @type {string} */ reportDir) {
  const target = process.env.GITHUB_STEP_SUMMARY;
  const summary = join(resolve(reportDir), 'summary.md');
  if (!target || !existsSync(summary)) return;
  try {
    appendFileSync(target, `${readFileSync(summary, 'utf8')}\n`);
  } catch (err) {
    log(`warning: GITHUB_STEP_SUMMARY not written (${err instanceof Error ? err.message : String(err)})`);
  }
}

async function main() {
  const handoff = await stage();
  if (!handoff) return exit.harness;
  staged = handoff.staged;
  const judged = await suites(handoff.staged);
  if ('error' in judged) {
    harnessError(`error [INTERNAL]: ${judged.error}`);
    rmSync(handoff.staged, { recursive: true, force: true });
    return exit.harness;
  }
  publish(handoff.staged, handoff.reportDir);
  staged = undefined;
  appendStepSummary(handoff.reportDir);
  const { summary } = handoff;
  const pass = summary.verdict === 'pass' && judged.failed === 0;
  log(verdictLine(pass, summary, judged.failed, resolve(handoff.reportDir)));
  return pass ? exit.pass : exit.fail;
}

main().then(
  (code) => {
    rmSync(handoffDir, { recursive: true, force: true });
    process.exit(code);
  },
  (/** @type {unknown} */ err) => {
    harnessError(`internal error: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]}`);
    rmSync(handoffDir, { recursive: true, force: true });
    if (staged) rmSync(staged, { recursive: true, force: true });
    process.exit(exit.harness);
  },
);

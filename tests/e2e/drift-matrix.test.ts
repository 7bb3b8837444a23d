/**
 * The drift gate's regression matrix (issue 10 "Done when", issue 7): per server, a baseline of the
 * unchanged server is recorded with the real command (`UPDATE_BASELINE=true BASELINE=<file> npm run
 * contract`); then each realistic deploy change (a regression modifier of that server) must fail
 * `BASELINE=<file> npm run contract` with exit 1 and a `drift` finding naming the changed operation,
 * and unchanged runs with other seeds must give no drift at all. Each in both modes of a check:
 * witnesses replayed (the default) and full rediscovery (`FULL_DISCOVERY=true`); the same changes
 * must be caught by both.
 *
 * The recordings and each server's first change in check mode go through the real command (its exit
 * 1, BASELINE and UPDATE_BASELINE read by it); the other runs are the command's stage in this process
 * (tests/support/in-process.ts: the same reports and exit code, about a third of the CPU).
 *
 * Knobs: DRIFT_MATRIX_SEEDS unchanged runs per server and mode (default 1; the issue asks for 20,
 * run by hand), DRIFT_MATRIX_MODES (default `check,full`), DRIFT_MATRIX_CONCURRENCY commands at once (default 2, the cores of the machine),
 * DRIFT_MATRIX_RUN_TIMEOUT_MS per real command (default 120 s, room for a loaded machine; a run past it is stopped and counts as a
 * miss), DRIFT_MATRIX_SLOW_MS the delay of the slow endpoint (default 3 s; the deploy change is 15 s,
 * scaled with RESPONSE_TIME_MS=2000 so it is as far past the threshold).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import { type RegressionName, startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { type AltRegressionName, startAltServer } from '../servers/alt/index.ts';
import { startTerseServer, type TerseRegressionName } from '../servers/terse/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';
import { limiter } from './drift-matrix/limiter.ts';
import { type CaseOutcome, judge, matrixTable } from './drift-matrix/outcome.ts';

const SEEDS = Number(process.env.DRIFT_MATRIX_SEEDS ?? 1);
/** `check`: the default with a baseline (witnesses replayed); `full`: `FULL_DISCOVERY=true`. */
const MODES = (process.env.DRIFT_MATRIX_MODES ?? 'check,full').split(',') as Mode[];
type Mode = 'check' | 'full';
const modeEnv: Readonly<Record<Mode, Record<string, string>>> = {
  check: {},
  full: { FULL_DISCOVERY: 'true' },
};
const RUN_TIMEOUT_MS = Number(process.env.DRIFT_MATRIX_RUN_TIMEOUT_MS ?? 120_000);
const SLOW_MS = Number(process.env.DRIFT_MATRIX_SLOW_MS ?? 3_000);
// A test waits for a slot behind the others of its concurrent batch before its own run.
const TEST_TIMEOUT_MS = RUN_TIMEOUT_MS * 3;
const slot = limiter(Number(process.env.DRIFT_MATRIX_CONCURRENCY ?? 2));

interface MatrixCase {
  readonly change: string;
  /** The operation the drift finding must name; absent for a server-wide change (any operation). */
  readonly operation?: number;
  /** Waits on the server rather than the CPU (a lowered rate limit, a slow endpoint): not slotted. */
  readonly idle?: boolean;
  /** More settings for this change's run. */
  readonly env?: Readonly<Record<string, string>>;
  /**
   * The failing check that must name the operation: `drift` by default; a fault the baseline's
   * facts cannot state (a 500 on some input) is caught by the check that judges it.
   */
  readonly by?: Finding['check'];
  /** A server-wide change must read as at most this many drift findings, not a wall of noise. */
  readonly readableIn?: number;
}

interface MatrixServer {
  readonly start: (changes: readonly string[]) => Promise<ReferenceServerHandle>;
  readonly cases: readonly MatrixCase[];
}

// The changes the gate misses today (measured against the harness as of this commit: exit 0 and
// no `drift` finding unless noted). Each is an `it.fails`, so the file stays green and the case
// fails the file once the gate catches it: then take it off this list.
// None today: `full/sandbox/new-required-field` left the list when fields the server reveals
// became fields (issue 17 item 3): `author`, named by the repair, is now stated required.
const KNOWN_MISSES = new Set<string>([]);

const servers: Readonly<Record<string, MatrixServer>> = {
  sandbox: {
    start: (changes) => startSandbox({ regressions: changes as RegressionName[], slowEndpointMs: SLOW_MS }),
    cases: [
      { change: 'html-validation-errors' },
      { change: 'validation-message-string' },
      // The baseline predates a new error envelope: a few findings, not one per operation and cause.
      { change: 'problem-json-errors', readableIn: 5 },
      { change: 'body-limit-10k' },
      // A time budget inside the command's timeout: the run plans to fit it and ends with its verdict.
      { change: 'rate-limit-100', idle: true, env: { MAX_DURATION: '40s' } },
      { change: 'slow-endpoint', operation: 21, idle: true },
      { change: 'strip-unknown-fields' },
      { change: 'success-200', operation: 2 },
      { change: 'auth-dropped', operation: 16 },
      { change: 'new-required-field', operation: 13 },
      { change: 'not-found-400', operation: 12 },
      { change: 'operation-removed', operation: 17 },
    ] satisfies (MatrixCase & { change: RegressionName })[],
  },
  alt: {
    start: (changes) => startAltServer({ rateLimit: false, regressions: changes as AltRegressionName[] }),
    cases: [
      { change: 'max-length-dropped', operation: 13 },
      { change: 'field-optional', operation: 1 },
      { change: 'bound-loosened', operation: 1 },
      { change: 'enum-value-removed', operation: 2 },
      { change: 'email-unchecked', operation: 2 },
      { change: 'response-property-removed', operation: 12 },
    ] satisfies (MatrixCase & { change: AltRegressionName })[],
  },
  terse: {
    start: (changes) => startTerseServer({ rateLimit: false, regressions: changes as TerseRegressionName[] }),
    cases: [
      { change: 'response-type-changed', operation: 1 },
      { change: 'not-found-400', operation: 12 },
      { change: 'enum-opened', operation: 11 },
      { change: 'bound-loosened', operation: 1 },
      { change: 'auth-dropped', operation: 10 },
      { change: 'max-length-dropped', operation: 10 },
      // Issue 18: what check mode used to miss (no anonymous witness of a public operation, no
      // refused out-of-set value replayed, a case slice of valid examples only).
      { change: 'public-needs-token', operation: 18 },
      { change: 'enum-widened', operation: 2 },
      { change: 'non-ascii-500', operation: 1, by: 'not_a_server_error' },
    ] satisfies (MatrixCase & { change: TerseRegressionName })[],
  },
};

const dir = mkdtempSync(join(tmpdir(), 'drift-matrix-'));
const baselineOf = (server: string) => join(dir, `${server}.baseline.json`);
// Same settings for the recording and every check; limits probed since some changes concern them.
const settings = { EXAMPLES: '1', PROBE_LIMITS: 'true', RESPONSE_TIME_MS: '2000' };
const outcomes: CaseOutcome[] = [];
const started = Date.now();

async function contract(
  server: string,
  changes: readonly string[],
  env: Record<string, string>,
  { idle = false, command = false } = {},
): Promise<CliResult> {
  const run = async () => {
    const handle = await servers[server]!.start(changes);
    const runEnv = { ...targetEnv(handle), ...settings, BASELINE: baselineOf(server), ...env };
    try {
      return await (command ? runContractCli(runEnv, RUN_TIMEOUT_MS) : runContractInProcess(runEnv));
    } finally {
      await handle.close();
    }
  };
  return idle ? run() : slot(run);
}

const findingsOf = (run: CliResult): Finding[] => {
  try {
    return run.json<{ findings: Finding[] }>('findings.json').findings;
  } catch {
    return []; // a run stopped or failed before writing reports
  }
};

beforeAll(async () => {
  const records = await Promise.all(
    Object.keys(servers).map((server) =>
      contract(server, [], { UPDATE_BASELINE: 'true' }, { command: true }),
    ),
  );
  for (const record of records) expect(record.code, record.stderr).toBe(0);
}, TEST_TIMEOUT_MS);

afterAll(() => {
  console.log(`${matrixTable(outcomes)}\ndrift matrix: ${Math.round((Date.now() - started) / 1000)} s`);
});

// One concurrent suite, so the servers' cases share the slots instead of running server by server;
// both modes check against the same recorded baselines.
describe.concurrent.each(MODES)('drift matrix, %s', (mode) => {
  describe.each(Object.keys(servers))('%s', (server) => {
    const seeds = Array.from({ length: SEEDS }, (_, i) => i + 2);
    it.each(seeds)(
      'unchanged, seed %i: exit 0 and no drift finding',
      async (seed) => {
        const run = await contract(server, [], { ...modeEnv[mode], SEED: String(seed) });
        const drift = findingsOf(run).filter((f) => f.check.startsWith('drift'));
        expect(drift.map((f) => `${f.check}: ${f.title} (${f.expected} → ${f.actual})`)).toEqual([]);
        expect(run.code, run.stderr).toBe(0);
      },
      TEST_TIMEOUT_MS,
    );

    for (const [i, c] of servers[server]!.cases.entries()) {
      const id = `${mode}/${server}/${c.change}`;
      // One change per server through the real command: its exit 1 on drift, BASELINE read by it.
      const command = mode === 'check' && i === 0;
      const test = KNOWN_MISSES.has(id) ? it.fails : it;
      test(
        `${c.change} fails the gate with ${c.by ?? 'drift'} on ${c.operation ? `#${c.operation}` : 'any operation'}`,
        async () => {
          const run = await contract(
            server,
            [c.change],
            { ...modeEnv[mode], ...c.env },
            { idle: c.idle, command },
          );
          const outcome = judge(id, c.operation, run, findingsOf(run), c.by);
          outcomes.push(outcome);
          expect(outcome, outcome.summary).toMatchObject({ code: 1, caught: true });
          if (c.readableIn !== undefined)
            expect(outcome.drift.length, outcome.summary).toBeLessThanOrEqual(c.readableIn);
        },
        TEST_TIMEOUT_MS,
      );
    }
  });
});

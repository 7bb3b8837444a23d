/**
 * The verdict on servers unlike the sandbox (issue 10), from the command's runs, against test
 * servers written without reading the checks: a server broken in one way on most operations must
 * fail the run (exit 1) with a failing finding that names the failure and a broken operation, and
 * no failing finding on the operations it left healthy; the healthy legacy server (every answer 200
 * in a `{success}` envelope, public operations, a 409 validator) must pass; and a run against a
 * 15 s endpoint behind a 100/min rate limit must end within its 5-minute budget with exit 1.
 *
 * One contract run per server variant. The first breakage and the legacy server (its tokens looked
 * for in every report, junit.xml too) go through the real command; the other breakages run the
 * command's stage in this process (tests/support/in-process.ts: the same reports and exit code, a
 * third of the CPU), bounded by the harness's own request timeout as the command is. The breakages
 * and the legacy server run one after another (short timeouts, so CPU contention cannot turn a
 * healthy answer into a timeout); the stalled server's run, which mostly waits out its timeouts,
 * runs beside them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import type { BrokenServerOptions } from '../servers/broken/index.ts';
import { type Breakage, startBrokenServer } from '../servers/broken/index.ts';
import { startLegacyServer } from '../servers/legacy/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { expectConforming } from '../support/openapi-conformance.ts';
import { filesContaining, targetEnv } from '../support/target-env.ts';

/** Short enough that a stalled operation costs little; far above a loopback answer's few ms. */
const FAST = { REQUEST_TIMEOUT_MS: '1500' };
const RUN_KILL_MS = 150_000;

interface BreakageCase {
  readonly breakage: Breakage;
  /** What a finding's check, title, expectation or actual answer must say about the failure. */
  readonly failure: RegExp;
  readonly server?: BrokenServerOptions;
  readonly env?: Record<string, string>;
  /** Through the real command rather than in process. */
  readonly command?: boolean;
}

const BREAKAGE_CASES: readonly BreakageCase[] = [
  { breakage: 'debug-500', failure: /\b500\b/, command: true },
  { breakage: 'reset-mid-body', failure: /reset|ECONNRESET|socket|closed|terminated|incomplete|truncat/i },
  { breakage: 'stall', failure: /time ?out|timed out/i },
  { breakage: 'status-999', failure: /\b999\b/ },
  { breakage: 'redirect-loop', failure: /redirect|\b30[12378]\b/i },
  {
    breakage: 'not-http',
    failure: /not (an? )?http|pars(e|ing)|protocol|unreadable|malformed|invalid (http|response)/i,
  },
  // The slow answer (600 ms) stays under the request timeout: it is slow, not lost.
  {
    breakage: 'slow-15s',
    failure: /slow|response.?time|latency|time ?out/i,
    server: { slowMs: 600 },
    env: { RESPONSE_TIME_MS: '200' },
  },
];

function findingsOf(run: CliResult): Finding[] {
  if (!existsSync(join(run.reportDir, 'findings.json'))) return [];
  return run.json<{ findings: Finding[] }>('findings.json').findings;
}

const textOf = (f: Finding) => `${f.check} ${f.title} ${f.expected} ${f.actual}`;
const show = (f: Finding) =>
  `#${f.operation} ${f.check}: ${f.title} (expected ${f.expected}; got ${f.actual})`;
const tail = (run: CliResult) =>
  `exit ${run.code} after ${run.ms} ms\n${run.stderr.slice(-600)}\n${run.stdout.slice(-1200)}`;

/** The failing findings naming `failure` on one of `broken`, and those on any other operation. */
function judge(run: CliResult, broken: readonly string[], failure: RegExp) {
  const failing = findingsOf(run).filter((f) => f.fails);
  return {
    naming: failing.filter((f) => broken.includes(String(f.operation)) && failure.test(textOf(f))),
    elsewhere: failing.filter((f) => !broken.includes(String(f.operation))).map(show),
    all: failing.map(show),
  };
}

/** A breakage's run: exit 1, a failing finding naming the failure on a broken operation, none elsewhere. */
async function brokenRun({ breakage, failure, server: options, env, command }: BreakageCase): Promise<void> {
  const server = await startBrokenServer({ breakage, ...options });
  try {
    const runEnv = { ...targetEnv(server), ...FAST, ...env };
    const run = await (command ? runContractCli(runEnv, RUN_KILL_MS) : runContractInProcess(runEnv));
    const verdict = judge(run, server.broken.operations, failure);
    expect(
      verdict.naming.map(show),
      `no failing finding matches ${failure}; failing: ${verdict.all.join('\n')}\n${tail(run)}`,
    ).not.toEqual([]);
    expect(verdict.elsewhere, 'failing findings on the operations the breakage spared').toEqual([]);
    expect(run.code, tail(run)).toBe(1);
  } finally {
    await server.close();
  }
}

/** The stalled server's run mostly waits out request timeouts (106 s of a 371 s file, measured). */
const waits = (c: BreakageCase) => c.breakage === 'stall';

describe.concurrent('verdict on servers unlike the sandbox', () => {
  // A plain describe inherits `concurrent`, so it runs beside the waiting run; its own tests are
  // marked sequential (a describe.sequential would be run first, alone).
  describe('one contract run per server, one after another', () => {
    test.sequential.each(BREAKAGE_CASES.filter((c) => !waits(c)))(
      'broken server, $breakage: exit 1 with a failing finding naming the failure and the operation',
      brokenRun,
      RUN_KILL_MS + 10_000,
    );

    test.sequential(
      'legacy server (200 {success:false} envelopes, public operations, 409 validation): exit 0, no failing finding',
      async () => {
        const server = await startLegacyServer();
        try {
          const run = await runContractCli(
            { ...targetEnv(server), ...FAST, ALLOW_SIDE_EFFECTS: 'true' },
            RUN_KILL_MS,
          );
          const failing = findingsOf(run).filter((f) => f.fails);
          expect(
            failing.map((f) => `${show(f)}\n${f.curl}`),
            tail(run),
          ).toEqual([]);
          expect(existsSync(join(run.reportDir, 'findings.json')), tail(run)).toBe(true);
          expect(run.code, tail(run)).toBe(0);
          expect(await filesContaining(run.reportDir, server.tokens.a)).toEqual([]);
          expect(await filesContaining(run.reportDir, server.tokens.b)).toEqual([]);
          // Its document is true to its run: 200 failure envelopes included in the 200's schema.
          expectConforming('legacy', run);
        } finally {
          await server.close();
        }
      },
      RUN_KILL_MS + 10_000,
    );
  });

  // Beside the sequence: it waits rather than computes, so it hardly slows the runs there.
  test.each(BREAKAGE_CASES.filter(waits))(
    'broken server, $breakage: exit 1 with a failing finding naming the failure and the operation',
    brokenRun,
    RUN_KILL_MS + 10_000,
  );

  // SLOW by design: up to its 5-minute budget (and killed 30 s past it), waiting on a 15 s endpoint
  // and a 100 requests/min limit; it runs beside the sequence above, not after it.
  // The time-budget engineer's case (issue 10 item 3: MAX_DURATION, rate-limit planning), judged in
  // tests/e2e/time-budget.test.ts; skipped here so this file stays about the verdict.
  test.skip('15 s endpoint + 100/min rate limit with MAX_DURATION=300000 (5 min): ends within the budget, exit 1', async () => {
    const budgetMs = 300_000;
    const server = await startBrokenServer({
      breakage: 'slow-15s',
      rateLimit: { limit: 100, windowSeconds: 60 },
    });
    try {
      const run = await runContractCli(
        { ...targetEnv(server), MAX_DURATION: String(budgetMs) },
        budgetMs + 30_000,
      );
      expect(run.ms, tail(run)).toBeLessThanOrEqual(budgetMs);
      const verdict = judge(run, server.broken.operations, /slow|response.?time|latency|time ?out/i);
      expect(verdict.naming.map(show), `failing: ${verdict.all.join('\n')}\n${tail(run)}`).not.toEqual([]);
      expect(verdict.elsewhere, "the rate limit is the server's policy, not a failure").toEqual([]);
      expect(run.code, tail(run)).toBe(1);
    } finally {
      await server.close();
    }
  }, 345_000);
});

/**
 * Issue 11's fact-by-fact comparison, through the real command, on the servers written without
 * reading the discovery code (Rails, ASP.NET, Express + Joi): `npm run contract` against each, its `openapi.json`
 * compared with the server's truth, nested fields counted. Discovery does not reach the issue's
 * thresholds on them yet, so this prints the figures (precision, recall, requests) and asserts only
 * that each run completes (exit 0 or 1, never 2) with a document to compare. The ASP.NET server runs
 * twice: with a bearer token (what the harness can send today) and with its default `X-Api-Key`.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { compareWithTruth } from '../discovery/compare-truth.ts';
import { startAspNetServer } from '../servers/aspnet-server/index.ts';
import { startJoiServer } from '../servers/joi-server/index.ts';
import { startRailsServer } from '../servers/rails-server/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { targetEnv } from '../support/target-env.ts';

const servers: [string, () => Promise<ReferenceServerHandle>][] = [
  ['rails', () => startRailsServer({ rateLimit: false })],
  ['aspnet (bearer)', () => startAspNetServer({ auth: 'bearer' })],
  // Needs extra-header configuration the harness does not have yet: it is refused with 401.
  ['aspnet (X-Api-Key)', () => startAspNetServer()],
  ['joi', () => startJoiServer()],
];

const percent = (n: number) => `${(100 * n).toFixed(1)} %`;

describe.each(servers)('npm run contract against the %s server', (name, start) => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await start();
    run = await runContractCli({ ...targetEnv(server), EXAMPLES: '2', PROBE_LIMITS: 'false' });
  }, 170_000);
  afterAll(() => server.close());

  test('completes (exit 0 or 1, not 2) and its openapi.json compares with the truth', () => {
    expect([0, 1], run.stderr).toContain(run.code);
    const c = compareWithTruth(run.json('openapi.json'), server.truth);
    const har = run.json<{ log: { entries: unknown[] } }>('exchanges.har');
    const discovery = /discovery: (\d+) requests/.exec(run.stderr)?.[1] ?? 'n/a';
    console.log(
      [
        `${name}: exit ${run.code}, precision ${percent(c.correct / c.stated)} (${c.correct}/${c.stated}),`,
        `recall ${percent(c.correct / c.establishable)} (${c.correct}/${c.establishable}),`,
        `discovery ${discovery} requests, ${har.log.entries.length} in all, ${run.ms} ms`,
        ...c.wrong.map((line) => `  wrong: ${line}`),
        ...c.missing.map((line) => `  missing: ${line}`),
      ].join('\n'),
    );
    expect(c.establishable).toBeGreaterThan(0);
  });
});

/**
 * Issue 11's fact-by-fact comparison on the servers written without reading the discovery code
 * (Rails, ASP.NET, Express + Joi, DRF, FastAPI): the command's stage in process against each
 * (tests/support/in-process.ts; its reports the command's), its `openapi.json`
 * compared with the server's truth, nested fields counted: precision at least 0.99 and recall at
 * least 0.95 (state less rather than state wrong), and a healthy server passes (exit 0). The ASP.NET
 * server runs twice: with a bearer token and with its default `X-Api-Key` (sent as EXTRA_HEADERS).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { compareWithTruth } from '../discovery/compare-truth.ts';
import { startAspNetServer } from '../servers/aspnet/index.ts';
import { startDrfServer } from '../servers/drf/index.ts';
import { startFastapiServer } from '../servers/fastapi/index.ts';
import { startJoiServer } from '../servers/joi/index.ts';
import { startRailsServer } from '../servers/rails/index.ts';
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { expectConforming } from '../support/openapi-conformance.ts';
import { targetEnv } from '../support/target-env.ts';

type Env = (server: ReferenceServerHandle) => Record<string, string>;

/** The tenants' keys in `X-Api-Key`, no bearer token at all. */
const apiKeyEnv: Env = (server) => ({
  ...targetEnv(server),
  ACCESS_TOKEN: '',
  ACCESS_TOKEN_B: '',
  EXTRA_HEADERS: `X-Api-Key: ${server.tokens.a}`,
  EXTRA_HEADERS_B: `X-Api-Key: ${server.tokens.b}`,
});

const servers: [string, () => Promise<ReferenceServerHandle>, Env][] = [
  ['rails', () => startRailsServer({ rateLimit: false }), targetEnv],
  ['aspnet (bearer)', () => startAspNetServer({ auth: 'bearer' }), targetEnv],
  ['aspnet (X-Api-Key)', () => startAspNetServer(), apiKeyEnv],
  ['joi', () => startJoiServer(), targetEnv],
  ['drf', () => startDrfServer({ rateLimit: false }), targetEnv],
  ['fastapi', () => startFastapiServer({ rateLimit: false }), targetEnv],
];

const percent = (n: number) => `${(100 * n).toFixed(1)} %`;

describe.each(servers)('npm run contract against the %s server', (name, start, env) => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await start();
    run = await runContractInProcess({ ...env(server), EXAMPLES: '2', PROBE_LIMITS: 'false' });
  }, 170_000);
  afterAll(() => server.close());

  test('every exchange in exchanges.har conforms to the openapi.json it wrote', () => {
    expectConforming(name, run);
  });

  test('passes, and its openapi.json states the truth (precision ≥ 0.99, recall ≥ 0.95)', () => {
    expect(run.code, run.stderr).toBe(0);
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
    expect(c.correct / c.stated).toBeGreaterThanOrEqual(0.99);
    expect(c.correct / c.establishable).toBeGreaterThanOrEqual(0.95);
  });
});

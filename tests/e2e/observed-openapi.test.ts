/**
 * Issue 4: `npm run contract` (with PROBE_LIMITS=true) against each reference server writes an
 * `openapi.json` that passes an OpenAPI 3.1 validator and, compared with the server's own
 * written-down truth fact by fact, states nothing wrong and at least 95 % of what can be
 * established. The runs are the command's stage in process (tests/support/in-process.ts), but for
 * the API-key server's, through the real command: its reports include the suites' junit.xml, so
 * "no credential in any report" also covers the file only the command writes.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { compareWithTruth } from '../discovery/compare-truth.ts';
import { startAltServer } from '../servers/alt/index.ts';
import { startAspNetServer } from '../servers/aspnet/index.ts';
import { startBlindGoServer } from '../servers/blind-go/index.ts';
import { startBlindZodServer } from '../servers/blind-zod/index.ts';
import { startRailsServer } from '../servers/rails/index.ts';
import { startTerseServer } from '../servers/terse/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { expectConforming } from '../support/openapi-conformance.ts';
import { filesContaining, targetEnv } from '../support/target-env.ts';

/** An API-key server: the tenants' keys go in `X-Api-Key` (EXTRA_HEADERS), no bearer token at all. */
function apiKeyEnv(server: ReferenceServerHandle): Record<string, string> {
  const { ACCESS_TOKEN: _a, ACCESS_TOKEN_B: _b, ...rest } = targetEnv(server);
  return {
    ...rest,
    EXTRA_HEADERS: `X-Api-Key: ${server.tokens.a}`,
    EXTRA_HEADERS_B: `X-Api-Key: ${server.tokens.b}`,
  };
}

const servers: [string, () => Promise<ReferenceServerHandle>, boolean, typeof targetEnv?][] = [
  // [name, start, whether limits are probed and compared, environment (an API-key one: the command)]
  ['sandbox', () => startSandbox(), true],
  ['alt', () => startAltServer({ rateLimit: false }), true],
  ['terse', () => startTerseServer({ rateLimit: { limit: 100_000, windowSeconds: 60 } }), false],
  // Written without reading the discovery code: conventions nobody tuned for.
  // Its limit raised so one run fits in a window (RateLimit-Policy still states it).
  ['blind-zod', () => startBlindZodServer({ rateLimit: { limit: 100_000, windowSeconds: 60 } }), true],
  ['blind-go', () => startBlindGoServer(), true],
  // Rails (422 error hashes, nested objects, JSON parsed before routing) and ASP.NET (ProblemDetails,
  // X-Api-Key), written without reading the discovery code. Rails' throttle raised as above.
  ['rails', () => startRailsServer({ rateLimit: { limit: 100_000, windowSeconds: 60 } }), false],
  ['aspnet', () => startAspNetServer(), true, apiKeyEnv],
];

describe.each(servers)('npm run contract against the %s server', (name, start, limits, env = targetEnv) => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await start();
    const runContract = env === apiKeyEnv ? runContractCli : runContractInProcess;
    run = await runContract({ ...env(server), EXAMPLES: '2', PROBE_LIMITS: String(limits) });
  }, 170_000);
  afterAll(() => server.close());

  test('exits 0 with a valid OpenAPI 3.1 document', async () => {
    expect(run.code, run.stderr).toBe(0);
    await SwaggerParser.validate(structuredClone(run.json('openapi.json')) as never);
  });

  test('every exchange in exchanges.har conforms to the openapi.json it wrote', () => {
    expectConforming(name, run);
  });

  test('openapi.json matches the truth: precision 100 %, recall ≥ 95 %', () => {
    const c = compareWithTruth(run.json('openapi.json'), server.truth, { limits });
    const recall = (c.correct / c.establishable).toFixed(3);
    console.log(
      `${name}: precision ${(c.correct / c.stated).toFixed(3)}, recall ${recall} (${c.correct}/${c.establishable})`,
    );
    expect(c.wrong).toEqual([]);
    expect({ recall: c.correct / c.establishable, missing: c.missing }).toMatchObject({
      recall: expect.toSatisfy((r: number) => r >= 0.95),
    });
  });

  test('discovery takes at most 2,000 requests, limit probes aside', () => {
    const har = run.json<{ log: { entries: { _label?: string }[] } }>('exchanges.har');
    const discovery = har.log.entries
      .map((e) => e._label ?? '')
      .filter((label) => label.startsWith('discovery:') && !/:(?:rate|body)-limit:/.test(label));
    expect(discovery.length).toBeGreaterThan(100);
    expect(discovery.length).toBeLessThanOrEqual(2000);
  });

  test('no credential (token or API key) in any report', async () => {
    expect(await filesContaining(run.reportDir, server.tokens.a)).toEqual([]);
    expect(await filesContaining(run.reportDir, server.tokens.b)).toEqual([]);
  });
});

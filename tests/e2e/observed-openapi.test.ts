/**
 * Issue 4 through the real command: `npm run contract` (with PROBE_LIMITS=true) against each
 * reference server writes an `openapi.json` that passes an OpenAPI 3.1 validator and, compared
 * with the server's own written-down truth fact by fact, states nothing wrong and at least 95 % of
 * what can be established.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { compareWithTruth } from '../discovery/compare-truth.ts';
import { startAltServer } from '../servers/alt-server/index.ts';
import { startBlindGoServer } from '../servers/blind-go/index.ts';
import { startBlindZodServer } from '../servers/blind-zod/index.ts';
import { startTerseServer } from '../servers/terse-server/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { targetEnv } from '../support/target-env.ts';

const servers: [string, () => Promise<ReferenceServerHandle>, boolean][] = [
  // [name, start, whether limits are probed and compared]
  ['sandbox', () => startSandbox(), true],
  ['alt', () => startAltServer({ rateLimit: false }), true],
  ['terse', () => startTerseServer({ rateLimit: { limit: 100_000, windowSeconds: 60 } }), false],
  // Written without reading the discovery code: conventions nobody tuned for.
  // Its limit raised so one run fits in a window (RateLimit-Policy still states it).
  ['blind-zod', () => startBlindZodServer({ rateLimit: { limit: 100_000, windowSeconds: 60 } }), true],
  ['blind-go', () => startBlindGoServer(), true],
];

describe.each(servers)('npm run contract against the %s server', (_name, start, limits) => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await start();
    run = await runContractCli({ ...targetEnv(server), EXAMPLES: '2', PROBE_LIMITS: String(limits) });
  }, 170_000);
  afterAll(() => server.close());

  test('exits 0 with a valid OpenAPI 3.1 document', async () => {
    expect(run.code, run.stderr).toBe(0);
    await SwaggerParser.validate(structuredClone(run.json('openapi.json')) as never);
  });

  test('openapi.json matches the truth: precision 100 %, recall ≥ 95 %', () => {
    const c = compareWithTruth(run.json('openapi.json'), server.truth, { limits });
    expect(c.wrong).toEqual([]);
    expect({ recall: c.correct / c.establishable, missing: c.missing }).toMatchObject({
      recall: expect.toSatisfy((r: number) => r >= 0.95),
    });
  });
});

/**
 * Issue 17 item 5 (the command's stage in process, tests/support/in-process.ts): the ASP.NET test server started with `completeOnce`
 * answers 409 to a second completion of a report, looked up before the body is validated, so
 * after the first completion every variant of operation 5's body answers 409. Leave-one-out on
 * new reports (created by resending operation 1) still finds `reportId` required, and the
 * conflict is stated as its own fact.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { compareWithTruth } from '../discovery/compare-truth.ts';
import { startAspNetServer } from '../servers/aspnet/index.ts';
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

type Doc = { readonly [key: string]: Doc | undefined } & { readonly required?: readonly string[] };

describe('npm run contract against a server whose operation 5 refuses a second completion', () => {
  let server: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    server = await startAspNetServer({ auth: 'bearer', completeOnce: true });
    run = await runContractInProcess({ ...targetEnv(server), EXAMPLES: '2', PROBE_LIMITS: 'false' });
  }, 170_000);
  afterAll(() => server.close());

  test('states the required fields of operation 5 and the conflict on repeat', () => {
    const openapi = run.json<Doc>('openapi.json');
    const c = compareWithTruth(openapi, server.truth);
    console.log(
      [
        `aspnet (complete once): exit ${run.code}, precision ${(c.correct / c.stated).toFixed(3)} (${c.correct}/${c.stated}),`,
        `recall ${(c.correct / c.establishable).toFixed(3)} (${c.correct}/${c.establishable})`,
        ...c.wrong.map((line) => `  wrong: ${line}`),
        ...c.missing.map((line) => `  missing: ${line}`),
      ].join('\n'),
    );
    const op5 = openapi.paths?.['/v1/property/complete-report']?.post;
    expect(op5?.['x-conflict-on-repeat']).toEqual({ status: 409 });
    const schema = op5?.requestBody?.content?.['application/json']?.schema;
    expect(schema?.required).toEqual(expect.arrayContaining(['id', 'reportId']));
    expect(c.correct / c.stated).toBeGreaterThanOrEqual(0.99);
  });
});

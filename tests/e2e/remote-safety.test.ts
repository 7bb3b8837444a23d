/**
 * Safe by default against a target that is not on loopback: the sandbox is reached through this
 * machine's non-loopback address, so the harness treats it as remote. No operation with an external
 * effect is sent, migrate-products always carries `dryRun: true`, and the skips are reported.
 */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { targetEnv } from '../support/target-env.ts';

const address = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

interface Har {
  log: { entries: { request: { method: string; postData?: { text: string } }; _operation?: number }[] };
}

describe.skipIf(address === undefined)('against a non-loopback address', () => {
  let sandbox: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    sandbox = await startSandbox({ host: '0.0.0.0' });
    const url = new URL(sandbox.url);
    url.hostname = address as string;
    // MAX_RPS=0 only to keep the test fast; the default cap against such a target is 10/s.
    run = await runContractCli({
      ...targetEnv(sandbox),
      API_BASE_URL: url.toString(),
      MAX_RPS: '0',
      EXAMPLES: '1',
    });
  });
  afterAll(() => sandbox.close());

  test('sends nothing to the operations with external effects, and says so', () => {
    const har = run.json<Har>('exchanges.har');
    const sent = new Set(har.log.entries.map((e) => e._operation));
    for (const n of [7, 11, 14, 17, 19, 20]) expect(sent.has(n), `#${n}`).toBe(false);
    const skipped = run
      .json<{ skipped: { operation: number }[] }>('findings.json')
      .skipped.map((s) => s.operation);
    expect(skipped.sort((a, b) => a - b)).toEqual([7, 11, 14, 17, 19, 20]);
    expect(run.code, run.stderr).toBe(0);
  });

  test('migrate-products always sends dryRun: true', () => {
    const bodies = run
      .json<Har>('exchanges.har')
      .log.entries.filter((e) => e._operation === 6 && e.request.postData)
      .map((e) => e.request.postData?.text ?? '');
    expect(bodies.length).toBeGreaterThan(10);
    for (const body of bodies) expect(body, body).toMatch(/"dryRun"\s*:\s*true/);
  });
});

/**
 * Safe by default against a target that is not on loopback. Tests send traffic to loopback only, so
 * the same gate is exercised through what a user can also set: an explicit `ALLOW_SIDE_EFFECTS=false`
 * is honoured on loopback too (the decision for remote targets is the pure `sideEffectsAllowed`,
 * tested in `src/core/config.test.ts`). No operation with an external effect is sent,
 * migrate-products always carries `dryRun: true`, and the skips are reported. The run is the
 * command's stage in process (tests/support/in-process.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

interface Har {
  log: { entries: { request: { method: string; postData?: { text: string } }; _operation?: number }[] };
}

describe('with ALLOW_SIDE_EFFECTS=false', () => {
  let sandbox: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    sandbox = await startSandbox();
    run = await runContractInProcess({ ...targetEnv(sandbox), ALLOW_SIDE_EFFECTS: 'false', EXAMPLES: '1' });
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

/**
 * The baseline check (issue 7) on the legacy server, whose every answer is `200` with a `{success}`
 * envelope (rejections included): a baseline recorded with its witnesses; an unchanged server
 * checked in replay mode: every witness agrees (a `200 {success:false}` is the same rejection as
 * recorded), no drift, in far fewer requests than a discovery. (The verdict itself is not asserted:
 * until every check reads the learned convention, issue 10 item 2, the checks fail this server on
 * their own; here only the gate's findings are. Changes are the drift matrix's.) The record is the
 * command's stage in process (tests/support/in-process.ts); the check, whose suites' junit.xml is
 * read, the real command.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { RunRecord } from '../../src/core/run-record.ts';
import { startLegacyServer } from '../servers/legacy/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

const baseline = join(mkdtempSync(join(tmpdir(), 'baseline-check-')), 'legacy.json');
const settings = { EXAMPLES: '1', PROBE_LIMITS: 'true', BASELINE: baseline };
let recorded: RunRecord;

async function against(
  env: Record<string, string>,
  runContract: (env: Record<string, string>) => Promise<CliResult> = runContractCli,
) {
  const server = await startLegacyServer();
  try {
    return await runContract({ ...targetEnv(server), ...settings, ...env });
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  const record = await against({ UPDATE_BASELINE: 'true' }, runContractInProcess);
  expect(record.code, record.stderr).not.toBe(2);
  recorded = record.json<RunRecord>('run.json');
}, 170_000);

describe('baseline check on a server that answers everything 200', () => {
  test('unchanged: witnesses replayed, all agree, no drift, a fraction of the requests', async () => {
    const run = await against({});
    expect(run.code, run.stderr).not.toBe(2);
    const record = run.json<RunRecord>('run.json');
    expect(record.meta.baseline).toMatchObject({ mode: 'check', disagreeing: 0 });
    expect(record.meta.baseline?.witnesses).toBeGreaterThan(50);
    expect(record.findings.filter((f) => f.check.startsWith('drift'))).toEqual([]);
    expect(record.meta.requestsSent).toBeLessThan(recorded.meta.requestsSent / 2);
    // The check's plan cut cases (its slice), yet no suite test is skipped: the witnesses sent them.
    expect(record.time?.cut.some((c) => c.reason === 'check_plan')).toBe(true);
    expect(run.report('junit.xml').match(/<skipped/g) ?? []).toEqual([]);
  });
});

/**
 * Shards (issue 8): the same sandbox run whole and as two shards merged (same SEED) gives the same
 * verdict, the same findings and the same observed document. What may differ, and is blanked before
 * comparing: exchange ids (numbered in each process's send order, a shard's carry its own prefix),
 * ids of records the server creates during a run (op 1's new report id, chained into 3, 4, 5 and 9;
 * a new one each run), and timestamps. Request counts differ too (each shard sends its own
 * preflight), so they are not compared. The shards of the first run and every merge go through the
 * real commands; the other runs are the command's stage in process (tests/support/in-process.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import { type SandboxHandle, startSandbox } from '../../src/sandbox/index.ts';
import { type CliResult, runContractCli, runMergeCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const EXCHANGE_ID = /ex-(s\d+-)?\d{6}/g;
/** The server's own timestamps: response examples in openapi.json carry an observed `createdAt`. */
const TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
const blank = (text: string) =>
  text.replace(UUID, '<uuid>').replace(EXCHANGE_ID, '<exchange>').replace(TIMESTAMP, '<time>');

/** A document without its `example` values (schemas' `examples` are observed sets and stay). */
function withoutExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== 'example')
      .map(([k, v]) => [k, withoutExamples(v)]),
  );
}

/** Findings as comparable text, sorted (the merge puts them in catalog order, one run in send order). */
const findingsOf = (run: CliResult) =>
  run
    .json<{ findings: Finding[] }>('findings.json')
    .findings.map((f) => blank(JSON.stringify(f)))
    .sort();

type RunContract = (env: Record<string, string>) => Promise<CliResult>;

/** The run whole, then as shards 1/2 and 2/2 (by `runShard`), then the shards merged by the command. */
async function wholeAndShards(env: Record<string, string>, runShard: RunContract) {
  const whole = await runContractInProcess(env);
  const shards = [await runShard({ ...env, SHARD: '1/2' }), await runShard({ ...env, SHARD: '2/2' })];
  const merged = await runMergeCli(shards.map((s) => s.reportDir));
  return { whole, shards, merged };
}

describe('--shard=i/n and contract:merge', () => {
  let sandbox: SandboxHandle;
  let whole: CliResult;
  let shards: CliResult[];
  let merged: CliResult;

  beforeAll(async () => {
    // Two faults, so both shards have findings (a server error on unknown ids, stack traces in bodies).
    sandbox = await startSandbox({ faults: ['stack-trace-leak', 'server-error-on-unknown-id'] });
    const env = { ...targetEnv(sandbox), SEED: '7', EXAMPLES: '1' };
    ({ whole, shards, merged } = await wholeAndShards(env, runContractCli));
  }, 170_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  test('each shard runs its own slice; the merge gives the whole run verdict and findings', () => {
    expect(whole.code, whole.stderr).toBe(1);
    expect(merged.code, merged.stderr).toBe(whole.code);
    expect(shards[0]?.stderr).toMatch(/shard 1\/2: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11\)/);
    expect(shards[1]?.stderr).toMatch(/shard 2\/2: 12, 13, 14, 15, 16, 17, 18, 19, 20, 21\)/);
    const perShard = shards.map(findingsOf);
    expect(perShard.every((f) => f.length > 0)).toBe(true);
    expect(findingsOf(merged)).toEqual(findingsOf(whole));
    expect([...perShard.flat()].sort()).toEqual(findingsOf(whole));
  });

  test("the merged observed document and gap report are the whole run's", () => {
    // Examples are observed values (a count of notes, a payment's secret) that differ from one run of
    // a stateful server to the next: every facet but them must be the whole run's, and both have them.
    const facts = (r: CliResult) => blank(JSON.stringify(withoutExamples(r.json('openapi.json')), null, 2));
    expect(facts(merged)).toBe(facts(whole));
    expect(merged.report('openapi.json')).toContain('"example"');
    const gap = (r: CliResult) =>
      blank(r.report('gap-report.md')).replace(/from \d+ exchanges/, 'from N exchanges');
    expect(gap(merged)).toBe(gap(whole));
    for (const file of ['junit.xml', 'exchanges.har', 'index.html', 'summary.md']) {
      expect(merged.report(file).length, file).toBeGreaterThan(0);
    }
    const har = merged.json<{ log: { entries: unknown[] } }>('exchanges.har').log.entries.length;
    expect(har).toBe(
      shards.reduce(
        (n, s) => n + s.json<{ log: { entries: unknown[] } }>('exchanges.har').log.entries.length,
        0,
      ),
    );
  });

  test('bad input is one line and exit 2: a shard missing, a directory that is not a shard', async () => {
    const missing = await runMergeCli([shards[0]?.reportDir as string]);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split('\n').at(-1)).toMatch(
      /^contract:merge: error \[BAD_CONFIG\]: merge: shard 2\/2 given 0 times/,
    );
    const notShard = await runMergeCli([whole.reportDir, shards[1]?.reportDir as string]);
    expect(notShard.code).toBe(2);
    expect(notShard.stderr).toMatch(/is not a shard's output/);
  });
});

describe('shards checked against a baseline', () => {
  let sandbox: SandboxHandle;
  let whole: CliResult;
  let shards: CliResult[];
  let merged: CliResult;

  beforeAll(async () => {
    sandbox = await startSandbox();
    const dir = mkdtempSync(join(tmpdir(), 'shards-baseline-'));
    // A check slice smaller than the witnesses (its floor, one case per operation): every shard's
    // plan cuts the auth cases, which only the witnesses then send.
    const env = {
      ...targetEnv(sandbox),
      SEED: '7',
      EXAMPLES: '1',
      BASELINE: join(dir, 'baseline.json'),
      CHECK_REQUESTS: '100',
    };
    const recorded = await runContractInProcess({ ...env, UPDATE_BASELINE: 'true' });
    expect(recorded.code, recorded.stderr).toBe(0);
    ({ whole, shards, merged } = await wholeAndShards(env, runContractInProcess));
  }, 170_000);
  afterAll(async () => {
    await sandbox?.close();
  });

  const replayed = (r: CliResult) => Number(/check: (\d+) witnesses replayed/.exec(r.stderr)?.[1]);

  test("each shard replays only its own operations' witnesses, and passes", () => {
    expect(whole.code, whole.stderr).toBe(0);
    const [one, two] = shards.map(replayed) as [number, number];
    expect(replayed(whole)).toBeGreaterThan(0);
    expect(one).toBeGreaterThan(0);
    expect(two).toBeGreaterThan(0);
    expect(one + two).toBe(replayed(whole));
    for (const s of shards) expect(s.code, s.stderr).toBe(0);
    expect(merged.code, merged.stderr).toBe(0);
    // The merged suites count every shard's replayed witnesses: no test skipped for the check's plan.
    expect(merged.report('junit.xml').match(/<skipped|<failure/g) ?? []).toEqual([]);
  });
});

/**
 * Traffic as evidence (`TRAFFIC`, issue 29), over the real command. (1) The sandbox's own HAR from
 * an earlier run: the run learns the same facts (the gate's facts of both runs, compared) with at
 * least 40 % fewer requests, and says so. (2) A team's Postman collection, one saved request per
 * operation, on a server whose refusals name nothing (terse with `fields-required` behind a proxy
 * that replaces every error body with one text): without it #16 and #17 cannot be accepted; with
 * it every operation is, and a key inside the collection reaches no report. (3) A bad file: exit 2,
 * one line, no reports.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import type { RunFile } from '../../src/core/run-record.ts';
import type { TrafficReport } from '../../src/core/traffic-report.ts';
import { compareSides } from '../../src/run/diff/compare-sides.ts';
import { readFactsSide } from '../../src/run/diff/report-facts.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startTerseServer } from '../servers/terse/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { filesContaining, targetEnv } from '../support/target-env.ts';
import { postmanCollection } from './traffic/postman-collection.ts';
import { constantErrorProxy, type ErrorProxy } from './user-examples/constant-errors.ts';

const meta = (run: CliResult) => run.json<RunFile>('run.json').meta;
const failing = (run: CliResult) =>
  run
    .json<{ findings: Finding[] }>('findings.json')
    .findings.filter((f) => f.fails)
    .map((f) => `${f.check} #${f.operation}: ${f.title}`);

function tempFile(name: string, content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'traffic-')), name);
  writeFileSync(path, content);
  return path;
}

describe("the sandbox's HAR from an earlier run as TRAFFIC", () => {
  let first: CliResult;
  let second: CliResult;
  beforeAll(async () => {
    first = await runContractInProcess({});
    second = await runContractCli({ TRAFFIC: join(first.reportDir, 'exchanges.har') });
  }, 240_000);

  test('the same facts, with at least 40 % fewer requests', async () => {
    expect(first.code, first.stderr).toBe(0);
    expect(second.code, second.stderr).toBe(0);
    const [a, b] = await Promise.all([readFactsSide(first.reportDir), readFactsSide(second.reportDir)]);
    expect(Object.keys(b.facts).length).toBeGreaterThan(1000);
    expect(b.facts).toEqual(a.facts);
    expect(compareSides(a, b).differences).toEqual([]);
    const saved = 1 - meta(second).requestsSent / meta(first).requestsSent;
    expect(saved, `${meta(first).requestsSent} → ${meta(second).requestsSent}`).toBeGreaterThanOrEqual(0.4);
  });

  test('every report says what came from traffic and how many requests it saved', () => {
    const traffic = meta(second).traffic as TrafficReport;
    expect(traffic.requestsSaved).toBeGreaterThan(700);
    expect(traffic.facts).toBeGreaterThan(400);
    expect(traffic.otherHosts).toBe(0);
    expect(second.json<{ traffic: TrafficReport }>('findings.json').traffic).toEqual(traffic);
    for (const file of ['summary.md', 'gap-report.md', 'index.html']) {
      expect(second.report(file), file).toContain(`Requests saved: ${traffic.requestsSaved} of discovery`);
    }
    const info = second.json<{ info: { 'x-traffic': { requestsSaved: number } } }>('openapi.json').info;
    expect(info['x-traffic'].requestsSaved).toBe(traffic.requestsSaved);
    expect(second.report('gap-report.md')).toMatch(
      /evidence ex-\d+ \(traffic: .*exchanges\.har, entry \d+\)/,
    );
    expect(second.report('exchanges.har')).toContain('"_replayedFrom":"traffic: ');
    expect(second.stderr).toMatch(/\(\d+ more answered from traffic, not sent\)/);
  });
});

describe('a Postman collection on a server whose refusals name nothing (terse, fields-required, constant errors)', () => {
  let server: ReferenceServerHandle;
  let proxy: ErrorProxy;
  let bare: CliResult;
  let seeded: CliResult;
  const key = 'team-key-7f3a9c2e51';
  beforeAll(async () => {
    server = await startTerseServer({ rateLimit: false, regressions: ['fields-required'] });
    proxy = await constantErrorProxy(server.url);
    const env = { ...targetEnv(server), API_BASE_URL: proxy.url, EXAMPLES: '3' };
    bare = await runContractInProcess(env);
    // The team's collection: what the bare run had accepted, and 16 and 17 as the team sends them.
    const collection = postmanCollection({
      openapi: bare.json('openapi.json'),
      baseUrl: proxy.url,
      token: server.tokens.a,
      headers: { 'X-Api-Key': key },
      ids: server.ids,
      bodies: {
        16: { imageUrl: 'https://example.com/roof.jpg', caption: `Roof ${key}` },
        17: { recipientEmail: 'pat.client@example.com', templateCode: 'rma-standard' },
      },
    });
    const file = tempFile('team.postman_collection.json', JSON.stringify(collection));
    seeded = await runContractCli({ ...env, TRAFFIC: file });
  }, 240_000);
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  test('without it, #16 and #17 are never accepted', () => {
    expect(bare.code).toBe(1);
    expect(failing(bare)).toEqual([
      expect.stringMatching(/^operation_verified #16: /),
      expect.stringMatching(/^operation_verified #17: /),
    ]);
  });

  test('with it, every operation is accepted and the run passes', () => {
    expect(failing(seeded)).toEqual([]);
    expect(seeded.code, seeded.stderr).toBe(0);
    const traffic = meta(seeded).traffic as TrafficReport;
    expect(traffic.matched).toBe(21);
    expect(traffic.examples).toEqual(expect.arrayContaining([16, 17]));
  });

  test('a key inside the traffic reaches no report', async () => {
    expect(await filesContaining(seeded.reportDir, key)).toEqual([]);
    expect(seeded.report('exchanges.har')).toContain('Roof [REDACTED]');
  });
});

describe('a bad traffic file', () => {
  test.each([
    ['not JSON', '{"log": ', /TRAFFIC: .*bad\.har is not valid JSON/],
    ['not HAR', '{"log": {"entries": []}}', /TRAFFIC: .*bad\.har: not HAR 1\.2: /],
    [
      'neither',
      '{"items": []}',
      /TRAFFIC: .*bad\.har is neither a HAR 1\.2 file .* nor a Postman collection/,
    ],
  ])('%s: exit 2, one line, no reports', async (_name, content, line) => {
    const run = await runContractInProcess({ TRAFFIC: tempFile('bad.har', content) });
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(line);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(run.reportDir)).toBe(false);
  });
});

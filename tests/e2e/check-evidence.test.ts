/**
 * Evidence that resolves in check mode (issue 18 item 3), on the terse server (the command's stage
 * in process, tests/support/in-process.ts): a baseline recorded, then checked unchanged and after a deploy change (operation 18, public
 * until now, requires a token). In each check, every exchange id in `index.html`, `gap-report.md`,
 * `summary.md` and `findings.json` is a request of this run's `exchanges.har` (or, cited as
 * `baseline:ex-…`, one the baseline file kept), and what the report shows of it (the page's request
 * line, a curl) has the same method and path; a gap report line about operation N cites requests
 * of operation N. The drift finding is titled in words and carries the replayed request and a curl.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import { startTerseServer, type TerseRegressionName } from '../servers/terse/index.ts';
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';
import {
  baselineIds,
  baselineRequests,
  curlRequest,
  embeddedRequests,
  gapEvidence,
  harRequests,
  REPORTS,
  runIds,
  type Sent,
} from './check-evidence/report-ids.ts';

const baseline = join(mkdtempSync(join(tmpdir(), 'check-evidence-')), 'terse.json');
const settings = { EXAMPLES: '1', BASELINE: baseline };
const runs: Record<string, CliResult> = {};

async function against(changes: TerseRegressionName[], env: Record<string, string>): Promise<CliResult> {
  const server = await startTerseServer({ rateLimit: false, regressions: changes });
  try {
    return await runContractInProcess({ ...targetEnv(server), ...settings, ...env });
  } finally {
    await server.close();
  }
}

beforeAll(async () => {
  const record = await against([], { UPDATE_BASELINE: 'true' });
  expect(record.code, record.stderr).toBe(0);
  [runs.unchanged, runs.drifted] = await Promise.all([
    against([], { SEED: '2' }),
    against(['public-needs-token'], { SEED: '2' }),
  ]);
}, 340_000);

/** The request an id names: this run's (the HAR) or the baseline run's (the baseline file). */
function resolver(run: CliResult): (id: string) => Sent | undefined {
  const har = harRequests(join(run.reportDir, 'exchanges.har'));
  const kept = baselineRequests(baseline);
  return (id) => har.get(id) ?? kept.get(id);
}

const same = (a: { method: string; path: string } | undefined, b: Sent | undefined) =>
  a !== undefined && b !== undefined && a.method === b.method && a.path === b.path;

describe.each(['unchanged', 'drifted'])('check mode, %s server: evidence resolves', (name) => {
  test('every exchange id of every report is a request of this run (or one the baseline kept)', () => {
    const run = runs[name] as CliResult;
    expect(run.json<{ meta: { baseline: { mode: string } } }>('run.json').meta.baseline.mode).toBe('check');
    const resolve = resolver(run);
    for (const file of REPORTS) {
      const text = run.report(file);
      const ids = [...runIds(text), ...baselineIds(text)];
      if (file === 'index.html' || file === 'gap-report.md') expect(ids.length, file).toBeGreaterThan(0);
      expect(
        ids.filter((id) => resolve(id) === undefined),
        file,
      ).toEqual([]);
    }
  });

  test('what each report shows of a cited request has its method and path', () => {
    const run = runs[name] as CliResult;
    const resolve = resolver(run);
    const page = embeddedRequests(run.report('index.html'));
    expect(page.filter((e) => !same(e, resolve(e.id))).map((e) => e.id)).toEqual([]);
    const gap = gapEvidence(run.report('gap-report.md'));
    expect(gap.length).toBeGreaterThan(20);
    for (const line of gap) {
      const cited = line.ids.map(resolve);
      // Op N's facts cite op N's requests (its method, but for the probe of a method the document
      // does not list, labelled `opN:method:X`, which sends X; its number in the request's label).
      for (const sent of cited) {
        const probed = /:method:([A-Z]+)$/.exec(sent?.label ?? '')?.[1];
        expect(sent?.method, `op ${line.op}: ${line.ids}`).toBe(probed ?? line.method);
        expect(sent?.label, `op ${line.op}: ${line.ids}`).toMatch(
          new RegExp(`op0?${line.op}\\b|op0?${line.op}[-:]`),
        );
      }
      if (line.curl !== undefined)
        expect(
          cited.some((s) => same(curlRequest(line.curl as string), s)),
          line.curl,
        ).toBe(true);
    }
    for (const f of run.json<{ findings: Finding[] }>('findings.json').findings) {
      if (f.curl === '' || f.exchangeIds.length === 0) continue;
      expect(
        f.exchangeIds.map(resolve).some((s) => same(curlRequest(f.curl), s)),
        f.title,
      ).toBe(true);
    }
  });
});

test('a public operation that starts requiring a token: drift titled in words, with the replayed request and a curl', () => {
  const run = runs.drifted as CliResult;
  expect(run.code, run.stderr).toBe(1);
  const drift = run
    .json<{ findings: Finding[] }>('findings.json')
    .findings.filter((f) => f.check === 'drift');
  const named = drift.find((f) => f.title.startsWith('#18 now requires a token'));
  expect(named, drift.map((f) => f.title).join('\n')).toBeDefined();
  expect(named?.exchangeIds.length).toBeGreaterThan(0);
  expect(named?.curl).toMatch(/^curl .*\/v1\/realtors\//);
  // The replayed witness (sent without a token, now refused) comes first among its evidence.
  expect(resolver(run)(named?.exchangeIds[0] ?? '')?.label).toBe('witness:op18:auth');
});

/**
 * Bounded time through the real command: the "15 s endpoint, 100 requests a minute, 5-minute
 * budget" scaled down so CI stays fast (a 3 s endpoint against a 1 s ceiling, a 60 s budget). The run
 * ends inside its budget with the right verdict, the slow operation is named by a failing finding,
 * and a healthy rate-limited server with a short budget passes and says what was cut.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import type { TimeReport } from '../../src/core/time-report.ts';
import { startBrokenServer } from '../servers/broken/index.ts';
import { runContractCli } from '../support/cli.ts';
import { targetEnv } from '../support/target-env.ts';

interface FindingsJson {
  readonly findings: Finding[];
  readonly time: TimeReport;
}

const rateLimit = { limit: 100, windowSeconds: 60 } as const;

describe('MAX_DURATION', () => {
  test('a 3 s endpoint behind a 100/min limit, 60 s budget: ends in time, exit 1 naming operation 3', async () => {
    const server = await startBrokenServer({ breakage: 'slow-15s', slowMs: 3000, rateLimit });
    try {
      const run = await runContractCli({
        ...targetEnv(server),
        MAX_DURATION: '60s',
        RESPONSE_TIME_MS: '1000',
        REQUEST_TIMEOUT_MS: '5000',
      });
      expect(run.ms).toBeLessThan(60_000);
      expect(run.code, run.stderr).toBe(1);
      const report = run.json<FindingsJson>('findings.json');
      const unresponsive = report.findings.filter((f) => f.check === 'operation_responsive');
      expect(unresponsive.map((f) => [f.operation, f.fails])).toEqual([[3, true]]);
      expect(unresponsive[0]?.curl).toMatch(/^curl .*\/v1\/property\/log\/view\//);
      expect(run.stderr).toContain('operation_responsive');
      // Nothing more went to operation 3 once its breaker opened.
      const har = run.json<{ log: { entries: { request: { url: string } }[] } }>('exchanges.har');
      expect(har.log.entries.filter((e) => e.request.url.includes('/log/view/')).length).toBeLessThanOrEqual(
        4,
      );
      expect(report.time.cut).toContainEqual(
        expect.objectContaining({ operation: 3, reason: 'unresponsive' }),
      );
      // The server's headers claim it; whether 429s came in 60 s depends on the slow operation.
      expect(report.time.rateLimit).toMatchObject({ claimed: { limit: 100, windowSeconds: 60 } });
    } finally {
      await server.close();
    }
  });

  test('a healthy server behind a 100/min limit, 30 s budget: ends in time, exit 0, the cut reported', async () => {
    const server = await startBrokenServer({ rateLimit });
    try {
      const run = await runContractCli({
        ...targetEnv(server),
        MAX_DURATION: '30s',
        REQUEST_TIMEOUT_MS: '5000',
      });
      expect(run.ms).toBeLessThan(30_000);
      expect(run.code, run.stderr).toBe(0);
      const report = run.json<FindingsJson>('findings.json');
      expect(report.findings.filter((f) => f.fails)).toEqual([]);
      expect(report.time.maxDurationMs).toBe(30_000);
      expect(report.time.examples.planned).toBeLessThan(report.time.examples.configured);
      const casesCut = report.time.cut.filter((c) => c.phase === 'cases' && c.reason === 'time');
      expect(casesCut.length).toBeGreaterThan(0);
      expect(casesCut.every((c) => (c.casesNotSent ?? 0) > 0)).toBe(true);
      const summary = run.report('summary.md');
      expect(summary).toMatch(/Time: sending stopped after [\d.]+ s of a budget of 30s/);
      expect(summary).toContain('## Cut by the time budget');
      expect(summary).toContain('- Rate limit: ');
      expect(run.report('index.html')).toMatch(/cases not sent/);
    } finally {
      await server.close();
    }
  });

  test('a baseline is not recorded from a discovery the budget cut short', async () => {
    const server = await startBrokenServer({ rateLimit });
    const baseline = join(mkdtempSync(join(tmpdir(), 'baseline-')), 'baseline.json');
    try {
      const run = await runContractCli({
        ...targetEnv(server),
        MAX_DURATION: '20s',
        REQUEST_TIMEOUT_MS: '3000',
        BASELINE: baseline,
        UPDATE_BASELINE: 'true',
      });
      expect(run.ms).toBeLessThan(20_000);
      expect(run.code, run.stderr).toBe(0);
      expect(existsSync(baseline)).toBe(false);
      expect(run.stderr).toContain('no baseline recorded');
      expect(run.report('summary.md')).toContain('BASELINE: no baseline recorded');
    } finally {
      await server.close();
    }
  });

  test('a bad value: exit 2, one line naming the variable', async () => {
    const run = await runContractCli({ MAX_DURATION: 'soon' });
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      'contract: error [BAD_CONFIG]: MAX_DURATION: expected a duration from 10s to 24h such as 300, 300s or 5m, got "soon"',
    ]);
  });
});

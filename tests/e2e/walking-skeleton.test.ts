/**
 * `npm install && npm run contract` against the embedded sandbox, and against a sandbox started
 * here (so the tokens are known and can be searched for in the reports). Both through npm itself, as a
 * user types it (the other files start the script's command line without npm's own start).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operations } from '../../fixtures/catalog.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { filesContaining, targetEnv } from '../support/target-env.ts';

interface Har {
  log: {
    entries: { request: { method: string; url: string; postData?: { text: string } }; _operation?: number }[];
  };
}

describe('npm run contract with no API_BASE_URL (embedded sandbox)', () => {
  let run: CliResult;
  // As in GitHub Actions: the job summary file already holds an earlier step's text.
  const stepSummary = join(mkdtempSync(join(tmpdir(), 'step-summary-')), 'summary.md');
  beforeAll(async () => {
    writeFileSync(stepSummary, '# earlier step\n');
    run = await runContractCli({ GITHUB_STEP_SUMMARY: stepSummary }, undefined, { viaNpm: true });
  });

  test('appends summary.md to the GitHub job summary', () => {
    const text = readFileSync(stepSummary, 'utf8');
    expect(text.startsWith('# earlier step\n')).toBe(true);
    expect(text).toContain(run.report('summary.md'));
  });

  test('exits 0 and says where the reports are', () => {
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/PASS: .* reports in /);
  });

  test('writes every report', () => {
    for (const file of [
      'openapi.json',
      'findings.json',
      'gap-report.md',
      'junit.xml',
      'exchanges.har',
      'index.html',
    ]) {
      expect(run.report(file).length, file).toBeGreaterThan(0);
    }
  });

  test('openapi.json is valid OpenAPI 3.1 and lists all 21 operations', async () => {
    const doc = run.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>('openapi.json');
    expect(doc.openapi).toMatch(/^3\.1\./);
    await SwaggerParser.validate(structuredClone(doc) as never);
    for (const op of operations)
      expect(doc.paths[op.path]?.[op.method.toLowerCase()], `#${op.number}`).toBeDefined();
  });

  test('exchanges.har holds requests for all 21 operations, with the GET bodies', () => {
    const har = run.json<Har>('exchanges.har');
    const seen = new Set(har.log.entries.map((e) => e._operation));
    for (const op of operations) expect(seen.has(op.number), `#${op.number}`).toBe(true);
    for (const n of [8, 12, 18]) {
      const gets = har.log.entries.filter((e) => e._operation === n && e.request.method === 'GET');
      expect(
        gets.some((e) => (e.request.postData?.text ?? '').startsWith('{')),
        `#${n}`,
      ).toBe(true);
    }
  });

  test('junit.xml has one suite per area, and no drift test without a baseline', () => {
    const junit = run.report('junit.xml');
    expect(junit.match(/<testsuite /g)?.length).toBe(14);
    expect(junit).not.toMatch(/&gt; drift"/);
  });
});

describe('npm run contract against a sandbox it is pointed at', () => {
  let sandbox: ReferenceServerHandle;
  let run: CliResult;
  beforeAll(async () => {
    sandbox = await startSandbox();
    run = await runContractCli(targetEnv(sandbox), undefined, { viaNpm: true });
  });
  afterAll(() => sandbox.close());

  test('exits 0', () => {
    expect(run.code, run.stderr).toBe(0);
  });

  test('neither token appears anywhere in the reports or the output', async () => {
    for (const token of [sandbox.tokens.a, sandbox.tokens.b]) {
      expect(await filesContaining(run.reportDir, token)).toEqual([]);
      expect(run.stdout + run.stderr).not.toContain(token);
    }
  });
});

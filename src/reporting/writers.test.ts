/**
 * Every report writer over a recorded run (`fixtures/recorded-run.json`, recorded by
 * `tests/support/record-run.ts` with times, the port and the sandbox's ids blanked): what each file
 * must say, and the whole file against its snapshot. `index.html` is left to its own test.
 */
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, test } from 'vitest';
import type { RunRecord } from '../core/run-record.ts';
import { writers } from './writers.ts';

const run = JSON.parse(
  readFileSync(new URL('../../fixtures/recorded-run.json', import.meta.url), 'utf8'),
) as RunRecord;

function written(file: string): string {
  const write = writers[file];
  if (write === undefined) throw new Error(`no writer for ${file}`);
  const out = write(run);
  return typeof out === 'string' ? out : [...out].join('');
}

const snapshot = (file: string) =>
  expect(written(file)).toMatchFileSnapshot(`__snapshots__/recorded-run/${file}`);

describe('report writers over a recorded run', () => {
  test('the recording has findings, a skipped operation and observations to write', () => {
    expect(run.findings.length).toBeGreaterThan(0);
    expect(run.skipped.map((s) => s.operation)).toEqual([7]);
    expect(run.observations.length).toBeGreaterThan(50);
  });

  test('openapi.json: a valid OpenAPI 3.1 document of what was observed', async () => {
    const doc = JSON.parse(written('openapi.json')) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(doc) as never);
    expect(JSON.stringify(doc.paths)).toContain('"x-skipped"');
    await snapshot('openapi.json');
  });

  test('gap-report.md: conventions once, then one section per operation opening with its differences', async () => {
    const text = written('gap-report.md');
    const headings = text.match(/^## .*/gm) ?? [];
    expect(headings[0]).toBe('## Service-wide conventions');
    expect(headings.slice(1)).toHaveLength(21);
    expect(text.match(/service-wide error envelope|Error envelope:/g)?.length).toBeLessThan(25);
    expect(text).toContain(
      '## Op 7 `POST /v1/marketing-center/send-mms` — Send a multimedia message from a template to a phone number\n\n- Skipped: external effect',
    );
    // Op 13 answers without a token: the security difference comes before anything observed.
    const op13 = text.slice(text.indexOf('## Op 13 '), text.indexOf('## Op 14 '));
    expect(op13.split('\n').slice(2, 4)).toEqual([
      '- Differences from the document:',
      expect.stringMatching(/^ {2}- 🔴 \*\*security\*\*: answers without a token/),
    ]);
    expect(op13.indexOf('server error')).toBeLessThan(op13.indexOf('a valid request is answered'));
    // Lines stay short, but for the curls: they run as written (tests/e2e/gap-report-curls.test.ts).
    const prose = text.split('\n').filter((l) => !/^\s+- `+ ?(curl|\{) /.test(l));
    expect(Math.max(...prose.map((l) => l.length))).toBeLessThanOrEqual(240);
    expect(text).not.toContain('[REDACTED]');
    await snapshot('gap-report.md');
  });

  test('findings.json: the verdict, tallies and every finding', async () => {
    const out = JSON.parse(written('findings.json')) as { verdict: string; summary: { total: number } };
    expect(out).toMatchObject({ verdict: run.verdict, summary: { total: run.findings.length } });
    await snapshot('findings.json');
  });

  test('exchanges.har: one entry per exchange (the first three against the snapshot)', async () => {
    const har = JSON.parse(written('exchanges.har')) as { log: { version: string; entries: unknown[] } };
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(run.exchanges.length);
    const head = { log: { ...har.log, entries: har.log.entries.slice(0, 3) } };
    await expect(`${JSON.stringify(head, null, 2)}\n`).toMatchFileSnapshot(
      '__snapshots__/recorded-run/exchanges.har',
    );
  });

  test('summary.md: the verdict with its counts, what was compared, the failing findings, then the differences', async () => {
    const text = written('summary.md');
    const lines = text.split('\n');
    expect(lines[0]).toBe(`# Contract run: ${run.verdict === 'pass' ? 'PASS' : 'FAIL'}`);
    expect(lines[2]).toBe('- **FAIL**: 4 failing findings · 1 skipped operation · 0 unverified');
    expect(lines[3]).toBe('- Compared with: no baseline (BASELINE unset): the document alone');
    // The failing findings before the differences (security first), then the budget and the table.
    const at = (s: string) => text.indexOf(s);
    expect(at('## Failing the run (4)')).toBeGreaterThan(0);
    expect(at('## Failing the run')).toBeLessThan(at('## Differences from the document'));
    expect(at('🔴 **security**: answers without a token')).toBeGreaterThan(
      at('## Differences from the document'),
    );
    // The operation with a security difference leads the per-operation list.
    expect(text.slice(at('### Per operation')).split('\n')[2]).toBe('- #13 `POST /v1/homes/{dealId}/note`');
    expect(text).toMatch(
      /^- Ignored auth.* — #13 POST `\/v1\/homes\/\{dealId\}\/note` \(`auth_enforced`, critical\)$/m,
    );
    expect(text.match(/^\| \d+ \|/gm)).toHaveLength(21);
    await snapshot('summary.md');
  });

  test('regressions.json and run.json: the run as data, read back whole (its exchanges in the HAR)', () => {
    expect(JSON.parse(written('regressions.json'))).toEqual(run.regressions);
    const { exchanges, ...rest } = run;
    expect(exchanges.length).toBeGreaterThan(0);
    expect(JSON.parse(written('run.json'))).toEqual(rest);
  });
});

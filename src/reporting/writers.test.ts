/**
 * Every report writer over a recorded run (`fixtures/recorded-run.json`, recorded by
 * `tests/support/record-run.ts` with times, the port and the sandbox's ids blanked): what each file
 * must say, and the whole file against its snapshot. `index.html` is left to its own test.
 */
import { readFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, test } from 'vitest';
import type { RunRecord } from '../core/run-record.ts';
import { GAP_SECTIONS } from './gap-report/gap-sections.ts';
import { writers } from './writers.ts';

const run = JSON.parse(
  readFileSync(new URL('../../fixtures/recorded-run.json', import.meta.url), 'utf8'),
) as RunRecord;

function written(file: string): string {
  const write = writers[file];
  if (write === undefined) throw new Error(`no writer for ${file}`);
  return write(run);
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

  test('gap-report.md: one section per "not shown" line, the skipped operation said so', async () => {
    const text = written('gap-report.md');
    expect(text.match(/^## /gm)).toHaveLength(GAP_SECTIONS.length);
    expect(text).toContain('Op 7 `POST /v1/marketing-center/send-mms`: not established — operation skipped');
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

  test('summary.md: the verdict and one line per operation', async () => {
    const text = written('summary.md');
    expect(text.split('\n')[0]).toBe(`# Contract run: ${run.verdict === 'pass' ? 'PASS' : 'FAIL'}`);
    expect(text.match(/^\| \d+ \|/gm)).toHaveLength(21);
    await snapshot('summary.md');
  });

  test('regressions.json and run.json: the run as data, read back whole', () => {
    expect(JSON.parse(written('regressions.json'))).toEqual(run.regressions);
    expect(JSON.parse(written('run.json'))).toEqual(run);
  });
});

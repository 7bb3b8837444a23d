/**
 * The user's examples seed the search (issue 17, item 8), through the real command. A terse server
 * whose operations 16 and 17 require fields only their error texts name (`fields-required`), behind
 * a proxy that replaces every error body with one constant text: no search can find those fields.
 * Without an example (or with a wrong one) both operations end "could not build an accepted
 * request: add an example for #N" (or "the example for #N was refused too"), apart from server
 * failures, and fail the run; with one, the examples are accepted, their
 * fields are probed like any, and the run passes. A token pasted into an example reaches no report;
 * a broken examples file stops the run with one line and exit 2. The run without a usable example
 * is the command's stage in process (tests/support/in-process.ts); the others, the real command (the
 * token check then covers every file the command writes).
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import type { UnverifiedOperation } from '../../src/core/run-record.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startTerseServer } from '../servers/terse/index.ts';
import { type CliResult, leftOnlyTheError, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { filesContaining, targetEnv } from '../support/target-env.ts';
import { constantErrorProxy, type ErrorProxy } from './user-examples/constant-errors.ts';

interface Target {
  readonly server: ReferenceServerHandle;
  readonly proxy: ErrorProxy;
  readonly env: Record<string, string>;
}

async function start(): Promise<Target> {
  const server = await startTerseServer({ rateLimit: false, regressions: ['fields-required'] });
  const proxy = await constantErrorProxy(server.url);
  return { server, proxy, env: { ...targetEnv(server), API_BASE_URL: proxy.url, EXAMPLES: '3' } };
}

function examplesFile(content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'examples-')), 'examples.json');
  writeFileSync(path, content);
  return path;
}

const findingsOf = (run: CliResult) => run.json<{ findings: Finding[] }>('findings.json').findings;
const failing = (run: CliResult) =>
  findingsOf(run)
    .filter((f) => f.fails)
    .map((f) => `${f.check} #${f.operation}: ${f.title}`);

describe('an examples file seeds the accepted-body search (terse, fields-required, constant error bodies)', () => {
  let without: Target;
  let withExamples: Target;
  let bare: CliResult;
  let seeded: CliResult;
  beforeAll(async () => {
    [without, withExamples] = await Promise.all([start(), start()]);
    const token = withExamples.server.tokens.a;
    const file = examplesFile(
      JSON.stringify({
        16: { imageUrl: 'https://example.com/roof.jpg', caption: `Roof ${token}` },
        17: { recipientEmail: 'pat.client@example.com', templateCode: 'rma-standard' },
      }),
    );
    // Operation 17's example lacks a field the server requires: refused like every guess.
    const wrong = examplesFile(JSON.stringify({ 17: { templateCode: 'rma-standard' } }));
    [bare, seeded] = await Promise.all([
      runContractInProcess({ ...without.env, EXAMPLES_FILE: wrong }),
      runContractCli({ ...withExamples.env, EXAMPLES_FILE: file }),
    ]);
  }, 300_000);
  afterAll(async () => {
    for (const t of [without, withExamples]) {
      await t?.proxy.close();
      await t?.server.close();
    }
  });

  test('without a usable example: 16 and 17 alone fail, each with the one line that says what to do', () => {
    expect(failing(bare)).toEqual([
      expect.stringMatching(
        /^operation_verified #16: Could not build an accepted request: add an example for #16 \(\d+ sent, every answer a clean refusal: /,
      ),
      expect.stringMatching(
        /^operation_verified #17: Could not build an accepted request: the example for #17 was refused too /,
      ),
    ]);
    expect(bare.code, bare.stderr).toBe(1);
    expect(bare.stderr).toContain('could not build an accepted request: add an example for #16\n');
    expect(bare.stderr).toContain('could not build an accepted request: the example for #17 was refused too');
    const unverified = bare.json<{ unverified: UnverifiedOperation[] }>('findings.json').unverified;
    expect(unverified.map((u) => [u.operation, u.reason])).toEqual([
      [16, 'refused'],
      [17, 'refused'],
    ]);
    const summary = bare.report('summary.md');
    expect(summary).toContain('## No accepted request');
    expect(summary).not.toContain('## Unverified operations');
  });

  test('with examples: both accepted, their fields learned from behaviour, the run passes', () => {
    expect(failing(seeded)).toEqual([]);
    expect(seeded.code, seeded.stderr).toBe(0);
    expect(seeded.json<{ unverified: unknown[] }>('findings.json').unverified).toEqual([]);
    type Fact = { kind: string; operation?: number; field?: string; required?: boolean };
    const observations = seeded.json<{ observations: Fact[] }>('run.json').observations;
    const required = observations
      .filter((o) => o.kind === 'required' && (o.operation === 16 || o.operation === 17))
      .map((o) => `${o.operation} ${o.field} ${o.required}`);
    expect(required.sort()).toEqual([
      '16 caption false',
      '16 imageUrl true',
      '17 recipientEmail true',
      '17 templateCode true',
    ]);
    const cases = seeded.json<{ cases: { case: { id: string } }[] }>('run.json').cases.map((c) => c.case.id);
    expect(cases).toEqual(expect.arrayContaining(['op16-valid_full-example', 'op17-valid_full-example']));
  });

  test('a token pasted into an example reaches no report', async () => {
    expect(await filesContaining(seeded.reportDir, withExamples.server.tokens.a)).toEqual([]);
    expect(seeded.report('exchanges.har')).toContain('Roof [REDACTED]');
  });
});

describe('a broken examples file', () => {
  test.each([
    ['{"16": {', /^contract: .*EXAMPLES_FILE: .*examples\.json is not valid JSON/m],
    ['{"42": {}}', /EXAMPLES_FILE: .*"42" is not an operation number of the document/],
    ['{"16": ["a"]}', /EXAMPLES_FILE: .*operation 16 needs a JSON object \(its request body\), not an array/],
  ])('%s: exit 2, one line, no reports', async (content, line) => {
    const run = await runContractCli({ EXAMPLES_FILE: examplesFile(content) }, 60_000);
    expect(run.code, run.stderr).toBe(2);
    expect(run.stderr).toMatch(line);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(leftOnlyTheError(run)).toEqual([]);
  });
});

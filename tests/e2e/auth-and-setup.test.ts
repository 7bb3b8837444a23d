/**
 * Issue 18 through the real command: an operation shown with Authorization that lets anyone in fails
 * the run by name, unless the team declared it public (then every report lists it); setup mistakes
 * (a refused token, a base URL missing its path) stop early with exit 2 and one line. The declared
 * exception's run, judged by its reports, is the command's stage in process (tests/support/in-process.ts).
 */
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import { type SandboxHandle, startSandbox } from '../../src/sandbox/index.ts';
import { type CliResult, leftOnlyTheError, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

const tail = (run: CliResult) => `exit ${run.code} after ${run.ms} ms\n${run.stderr.slice(-1500)}`;
const findings = (run: CliResult) => run.json<{ findings: Finding[] }>('findings.json').findings;
/** stderr without the banner and progress lines: what the user reads as the error. */
const errorLines = (run: CliResult) =>
  run.stderr
    .trim()
    .split('\n')
    .filter((l) => !/^contract: (target|discovering|preflight)/.test(l));

async function withSandbox<T>(
  faults: readonly string[],
  body: (s: SandboxHandle, sent: () => number) => Promise<T>,
) {
  const sandbox = await startSandbox({ faults: faults as never });
  let requests = 0;
  sandbox.server.on('request', () => {
    requests += 1;
  });
  try {
    return await body(sandbox, () => requests);
  } finally {
    await sandbox.close();
  }
}

describe('auth_enforced without exceptions by inference', () => {
  test('payment intents (#11) answering 201 without a token: exit 1 naming #11', async () => {
    await withSandbox(['open-payment-intents'], async (s) => {
      const run = await runContractCli({ ...targetEnv(s), EXAMPLES: '2' });
      const auth = findings(run).filter((f) => f.check === 'auth_enforced');
      expect(
        auth.map((f) => `#${f.operation} ${f.severity} ${f.fails}`),
        tail(run),
      ).toContain('#11 critical true');
      expect(auth.every((f) => f.operation === 11)).toBe(true);
      expect(run.code, tail(run)).toBe(1);
      expect(run.stderr).toContain('auth_enforced');
    });
  }, 200_000);

  test('the same operation declared public (PUBLIC_OPERATIONS=11): exit 0, listed in every report', async () => {
    await withSandbox(['open-payment-intents'], async (s) => {
      const run = await runContractInProcess({ ...targetEnv(s), EXAMPLES: '2', PUBLIC_OPERATIONS: '11' });
      expect(
        findings(run).filter((f) => f.fails),
        tail(run),
      ).toEqual([]);
      expect(run.code, tail(run)).toBe(0);
      const declared =
        /#11 POST `\/v2\/payments\/reno\/payment-intents`: declared public on purpose \(PUBLIC_OPERATIONS\).*observed: answers without a token/;
      expect(run.report('summary.md')).toMatch(declared);
      expect(run.report('gap-report.md')).toMatch(declared);
      expect(run.report('index.html')).toMatch(
        /Declared exceptions \(1\)[\s\S]*#11<\/a> <code>POST \/v2\/payments\/reno\/payment-intents<\/code>: declared public on purpose/,
      );
      expect(run.json<{ declaredExceptions: unknown[] }>('findings.json').declaredExceptions).toEqual([
        expect.objectContaining({
          operation: 11,
          observed: 'answers without a token',
          note: expect.stringMatching(/PUBLIC_OPERATIONS/),
        }),
      ]);
      const openapi = run.json<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(
        'openapi.json',
      );
      expect(openapi.paths['/v2/payments/reno/payment-intents']?.post).toMatchObject({
        security: [],
        'x-declared-public': { declaredBy: 'PUBLIC_OPERATIONS', observedSecurity: 'none' },
      });
      expect(run.json<{ meta: { publicOperations: number[] } }>('run.json').meta.publicOperations).toEqual([
        11,
      ]);
    });
  }, 200_000);

  test('an unknown operation number: exit 2, one line, no reports', async () => {
    const run = await runContractCli({ PUBLIC_OPERATIONS: '11,42' });
    expect(run.code, tail(run)).toBe(2);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/PUBLIC_OPERATIONS: "42" is not an operation number/),
    ]);
    expect(leftOnlyTheError(run)).toEqual([]);
  });
});

describe('setup mistakes stop early with exit 2 and one line', () => {
  test('a wrong ACCESS_TOKEN: exit 2 within 100 requests', async () => {
    await withSandbox([], async (s, sent) => {
      const run = await runContractCli({ ...targetEnv(s), ACCESS_TOKEN: 'sbx_a_not-the-right-token' });
      expect(run.code, tail(run)).toBe(2);
      expect(sent()).toBeLessThanOrEqual(100);
      expect(errorLines(run), tail(run)).toEqual([
        expect.stringMatching(/ACCESS_TOKEN refused: 401 on (\d+) of \1 operations shown with Authorization/),
      ]);
      expect(run.stderr).not.toContain('sbx_a_not-the-right-token');
      expect(leftOnlyTheError(run)).toEqual([]);
    });
  }, 200_000);

  test('a base URL with the wrong path prefix: exit 2 naming the URL, within 100 requests', async () => {
    await withSandbox([], async (s, sent) => {
      const base = `${s.url.replace(/\/$/, '')}/api/v3`;
      const run = await runContractCli({ ...targetEnv(s), API_BASE_URL: base });
      expect(run.code, tail(run)).toBe(2);
      expect(sent()).toBeLessThanOrEqual(100);
      expect(run.stderr.split('\n')[0]).toContain(`target ${base}`);
      expect(errorLines(run), tail(run)).toEqual([
        expect.stringMatching(new RegExp(`no operation found under API_BASE_URL ${base}.*check its path`)),
      ]);
      expect(leftOnlyTheError(run)).toEqual([]);
    });
  }, 200_000);
});

/**
 * Each sandbox fault makes its own check fire and fails the run exactly where the policy says so.
 * The clean sandbox is the control (walking-skeleton and seeds tests). One failing and one recorded
 * fault go through the real command (its exit code, the failing check named in its output by the
 * contract suites); the others run the command's stage in this process (tests/support/in-process.ts:
 * the same reports and exit code, a third of the CPU).
 */
import { describe, expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import { type FaultName, startSandbox } from '../../src/sandbox/index.ts';
import { runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

interface Row {
  readonly fault: FaultName;
  readonly check: Finding['check'];
  /** Exit code: 1 when the policy fails the run on this check, 0 when it only records it. */
  readonly exit: 0 | 1;
  readonly env?: Record<string, string>;
  readonly slowMs?: number;
  /** Through the real command rather than in process. */
  readonly command?: boolean;
}

const matrix: readonly Row[] = [
  { fault: 'server-error-on-non-ascii', check: 'not_a_server_error', exit: 1, command: true },
  // Through the command: its JUnit `#13 … auth_enforced` fails (a check's: tests/e2e/one-verdict.test.ts).
  { fault: 'auth-bypass', check: 'auth_enforced', exit: 1, command: true },
  { fault: 'open-payment-intents', check: 'auth_enforced', exit: 1 },
  { fault: 'reset-on-negative', check: 'not_a_server_error', exit: 1 },
  { fault: 'server-error-on-unknown-id', check: 'not_a_server_error', exit: 1 },
  { fault: 'cross-tenant-leak', check: 'cross_tenant_access', exit: 1 },
  { fault: 'html-errors', check: 'content_type_conformance', exit: 0, command: true },
  { fault: 'stack-trace-leak', check: 'stack_trace_leak', exit: 0 },
  // Every answer slower than RESPONSE_TIME_MS: each operation's breaker opens after three of them.
  {
    fault: 'slow-responses',
    check: 'operation_responsive',
    exit: 1,
    slowMs: 120,
    env: { RESPONSE_TIME_MS: '100', MAX_REQUESTS: '120' },
  },
];

describe('fault matrix: npm run contract against a sandbox with one fault', () => {
  test.each(matrix)('$fault → $check fires, exit $exit', async (row) => {
    const sandbox = await startSandbox({ faults: [row.fault], ...(row.slowMs && { slowMs: row.slowMs }) });
    try {
      const env = { ...targetEnv(sandbox), EXAMPLES: '2', ...row.env };
      const run = await (row.command ? runContractCli(env) : runContractInProcess(env));
      const findings = run.json<{ findings: Finding[] }>('findings.json').findings;
      const fired = findings.filter((f) => f.check === row.check);
      expect(fired.length, `${row.check} in ${findings.map((f) => f.check).join(', ')}`).toBeGreaterThan(0);
      expect(fired.every((f) => f.curl.includes('curl') && f.seed >= 0)).toBe(true);
      expect(run.code, run.stderr).toBe(row.exit);
      // The contract suites name the failing check in the command's output (not run in process).
      if (row.exit === 1 && row.command) expect(run.stderr).toContain(row.check);
      // Only this fault's check fails the run.
      expect([...new Set(findings.filter((f) => f.fails).map((f) => f.check))]).toEqual(
        row.exit ? [row.check] : [],
      );
    } finally {
      await sandbox.close();
    }
  });
});

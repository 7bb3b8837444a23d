/**
 * Progress on a pipe (as in CI): against a server that rate-limits, the command says when it waits
 * and why, and prints a progress line every few seconds; the log lines are unchanged.
 */
import { expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { runContractCli } from '../support/cli.ts';
import { targetEnv } from '../support/target-env.ts';

test('a rate-limited run prints its waits and periodic progress lines', async () => {
  const sandbox = await startSandbox({ rateLimit: { limit: 80, windowSeconds: 4 } });
  try {
    const run = await runContractCli({ ...targetEnv(sandbox), MAX_REQUESTS: '240', EXAMPLES: '1' });
    expect([0, 1], run.stderr).toContain(run.code);
    expect(run.stderr).toMatch(/^contract: waiting [1-4] s: Retry-After$/m);
    expect(run.stderr).toMatch(
      /^contract: progress: (discovery|cases) · (op #\d+ · )?\d+ requests · \d+ s elapsed/m,
    );
    expect(run.stderr).toMatch(/^contract: discovering 21 operations/m);
    // Not a terminal: no cursor control.
    expect(run.stderr).not.toContain('\x1b[');
  } finally {
    await sandbox.close();
  }
});

/**
 * A run ends when nothing is left to learn, not when the budget runs out (issue 26): against a
 * server where every operation stalls, resets mid-body or answers a debug 500 (a third each), the
 * command's stage, in process and with the default budget, gives exit 1 with a failing finding
 * naming each operation's failure, within 2 minutes. A stalled operation gets one request and no
 * more (its breaker opens on a first timeout): that is what keeps the default 10 s request
 * timeout inside the 2 minutes (7 stalls: 76 s and 232 requests through the whole stage, measured;
 * 229 s and 843 requests before); here the timeout is 1 s so the test takes seconds.
 */
import { expect, test } from 'vitest';
import type { Finding } from '../../src/core/finding.ts';
import { type Breakage, startBrokenServer } from '../servers/broken/index.ts';
import type { OperationNumber } from '../servers/shared/rules.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

const KINDS = ['stall', 'reset-mid-body', 'debug-500'] as const satisfies readonly Breakage[];
const NAMES: Record<(typeof KINDS)[number], RegExp> = {
  stall: /time ?out|timed out/i,
  'reset-mid-body': /reset|ECONNRESET|socket|closed|terminated|incomplete|truncat/i,
  'debug-500': /\b500\b/,
};
const TIMEOUT_MS = 1000;

const perOperation = Object.fromEntries(
  Array.from({ length: 21 }, (_, i) => [String(i + 1), KINDS[i % KINDS.length]]),
) as Record<OperationNumber, (typeof KINDS)[number]>;

test('every operation stalls, resets or errs: exit 1 naming each failure, within 2 minutes', async () => {
  const server = await startBrokenServer({ perOperation });
  try {
    const run = await runContractInProcess({
      ...targetEnv(server),
      REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    const tail = `exit ${run.code} after ${run.ms} ms\n${run.stderr.slice(-1500)}`;
    expect(run.code, tail).toBe(1);
    expect(run.ms, tail).toBeLessThan(120_000);
    const failing = run.json<{ findings: Finding[] }>('findings.json').findings.filter((f) => f.fails);
    const text = (f: Finding) => `${f.check} ${f.title} ${f.expected} ${f.actual}`;
    const unnamed = Object.entries(perOperation).filter(
      ([op, kind]) => !failing.some((f) => String(f.operation) === op && NAMES[kind].test(text(f))),
    );
    expect(unnamed, tail).toEqual([]);
    // One timed-out request per stalled operation: the rest of its requests were never sent.
    const stalls = failing.filter((f) => f.check === 'operation_responsive');
    expect(stalls.map((f) => f.operation).sort((a, b) => a - b)).toEqual(
      Object.entries(perOperation)
        .filter(([, kind]) => kind === 'stall')
        .map(([op]) => Number(op)),
    );
    for (const f of stalls) expect(f.exchangeIds, `#${f.operation}`).toHaveLength(1);
  } finally {
    await server.close();
  }
}, 150_000);

/**
 * Reproducibility and the clean control: the same seed sends the same requests; the clean sandbox
 * gives no failing finding across 10 seeds (in-process runs of the same engine the command uses).
 */
import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/core/config.ts';
import type { RunRecord } from '../../src/core/run-record.ts';
import { runContract } from '../../src/run/run-contract.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import { serverTarget, targetEnv } from '../support/target-env.ts';

async function runOnce(seed: number, examples = 3): Promise<RunRecord> {
  const sandbox = await startSandbox();
  try {
    const config = loadConfig({ ...targetEnv(sandbox), SEED: String(seed), EXAMPLES: String(examples) });
    return await runContract(config, serverTarget(sandbox), () => {}, undefined, Date.now());
  } finally {
    await sandbox.close();
  }
}

/**
 * The request sequence with each server's own values blanked: its random ids, and its timestamps
 * (a field a success body echoes, such as `createdAt`, is sent back to learn whether it is a field).
 */
function sequence(run: RunRecord): string[] {
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
  const timestamp = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;
  // A field a success body revealed is sent back with the value the server gave (a secret, a time).
  const body = (e: RunRecord['exchanges'][number]) =>
    e.label.includes(':revealed:') ? '<server values>' : (e.request.body ?? '');
  return run.exchanges.map((e) =>
    `${e.request.method} ${new URL(e.request.url).pathname} ${body(e)} ${e.label}`
      .replace(uuid, '<id>')
      .replace(timestamp, '<time>'),
  );
}

describe('seeds', () => {
  test('the same SEED gives the identical request sequence', async () => {
    const [a, b] = [await runOnce(7), await runOnce(7)];
    expect(sequence(a).length).toBeGreaterThan(500);
    expect(sequence(b)).toEqual(sequence(a));
    const c = await runOnce(8);
    expect(sequence(c)).not.toEqual(sequence(a));
  });

  test('the clean sandbox gives no failing finding across 10 seeds', async () => {
    for (let seed = 100; seed < 110; seed++) {
      const run = await runOnce(seed, 2);
      const failing = run.findings.filter((f) => f.fails).map((f) => `${f.check}: ${f.title}`);
      expect(failing, `seed ${seed}`).toEqual([]);
    }
  });
});

/**
 * The baseline split (issue 20 item 4): a baseline of the alt server is recorded while its operation
 * 1 takes `bedrooms` as optional (its `field-optional` regression), then recorded again against the
 * same server requiring it again. The update of the baseline must show that one new required field
 * as one changed line of the facts file and nothing else: every other fact line, and every byte of
 * the witnesses, stays out of the facts file's diff. The first record is the command's stage in
 * process (tests/support/in-process.ts), the second the real command.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type AltRegressionName, startAltServer } from '../servers/alt/index.ts';
import { type CliResult, runContractCli } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

const dir = mkdtempSync(join(tmpdir(), 'baseline-split-'));
const baseline = join(dir, 'staging.json');
const factsFile = join(dir, 'staging.facts.txt');

async function record(
  regressions: AltRegressionName[],
  runContract: (env: Record<string, string>) => Promise<CliResult> = runContractCli,
): Promise<string[]> {
  const server = await startAltServer({ rateLimit: false, regressions });
  try {
    const run = await runContract({
      ...targetEnv(server),
      EXAMPLES: '1',
      BASELINE: baseline,
      UPDATE_BASELINE: 'true',
    });
    expect(run.code, run.stderr).not.toBe(2);
  } finally {
    await server.close();
  }
  return readFileSync(factsFile, 'utf8').split('\n');
}

/** The lines only `a` has (a multiset difference: a line diff that ignores moves, facts are sorted). */
function only(a: readonly string[], b: readonly string[]): string[] {
  const rest = [...b];
  return a.filter((line) => {
    const at = rest.indexOf(line);
    if (at >= 0) rest.splice(at, 1);
    return at < 0;
  });
}

describe('baseline split', () => {
  test('one new required field is one changed line of the facts file', async () => {
    const before = await record(['field-optional'], runContractInProcess);
    expect(readdirSync(dir).sort()).toEqual(['staging.facts.txt', 'staging.json', 'staging.witnesses.json']);
    const index = JSON.parse(readFileSync(baseline, 'utf8'));
    expect(index).toMatchObject({ version: 3, factsFile: 'staging.facts.txt' });
    expect(index).not.toHaveProperty('witnesses');
    const facts = before.filter((l) => l !== '' && !l.startsWith('#'));
    expect(facts.length).toBeGreaterThan(200);
    expect(facts).toEqual([...facts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const after = await record([]);
    const removed = only(before, after);
    const added = only(after, before);
    expect({ removed, added }).toMatchObject({
      removed: [expect.stringMatching(/^POST \/v1\/property\/ request\.required = /)],
      added: [expect.stringMatching(/^POST \/v1\/property\/ request\.required = /)],
    });
    const required = (line: string) => JSON.parse(line.split(' = ')[1] ?? '[]') as string[];
    expect(required(added[0] ?? '')).toEqual([...required(removed[0] ?? ''), 'bedrooms'].sort());
  }, 400_000);
});

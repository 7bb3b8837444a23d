/**
 * Every curl in `gap-report.md` runs as written: each is handed to bash, with only the two token
 * variables it names set, against the sandbox the run probed; curl must reach it and get an answer
 * (any status: the record's state may have moved on, so the status is not compared).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import type { CliResult } from '../support/cli.ts';
import { runContractInProcess } from '../support/in-process.ts';
import { targetEnv } from '../support/target-env.ts';

const run = promisify(execFile);

/** The curls of a gap report: list items that are one code span (of any fence length) holding a curl. */
function curls(md: string): string[] {
  return md.split('\n').flatMap((line) => {
    const m = /^\s+- (`+) (?:(curl .*|\{ .*\| curl .*)) \1$|^\s+- `((?:curl |\{ ).*)`$/.exec(line);
    const command = m?.[2] ?? m?.[3];
    return command === undefined ? [] : [command];
  });
}

describe('gap-report.md curls', () => {
  let sandbox: ReferenceServerHandle;
  let report: CliResult;
  beforeAll(async () => {
    sandbox = await startSandbox();
    report = await runContractInProcess({ ...targetEnv(sandbox), EXAMPLES: '1' });
  });
  afterAll(() => sandbox.close());

  test('every one runs as written and gets an HTTP answer', async () => {
    const md = report.report('gap-report.md');
    const commands = curls(md);
    expect(commands.length).toBeGreaterThan(50);
    expect(md).not.toMatch(/<body of ex-/);
    const env = {
      PATH: process.env.PATH ?? '',
      ACCESS_TOKEN: sandbox.tokens.a,
      ACCESS_TOKEN_B: sandbox.tokens.b,
    };
    const failures: string[] = [];
    // A few at a time: bounded in count (the report's curls) and in time (20 s each, on a loaded machine).
    for (let i = 0; i < commands.length; i += 4) {
      await Promise.all(
        commands.slice(i, i + 4).map(async (command) => {
          const answered = `${command} -o /dev/null -w '%{http_code}'`;
          try {
            const { stdout } = await run('bash', ['-c', answered], { env, timeout: 20_000 });
            if (!/^[1-5]\d\d$/.test(stdout.trim())) failures.push(`${stdout.trim()}: ${command}`);
          } catch (err) {
            const e = err as Error & { code?: unknown; signal?: unknown; stderr?: string };
            failures.push(`exit ${String(e.code)} ${String(e.signal ?? '')} ${e.stderr ?? ''}: ${command}`);
          }
        }),
      );
    }
    expect(failures).toEqual([]);
  });
});

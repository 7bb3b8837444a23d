/**
 * @module `npm run contract:merge -- <shard dir>… [--out <dir>]`: the reports of one run from its
 * shards' report directories (each written by `npm run contract -- --shard=i/n`), judged by the same
 * suites, with the same exit codes: 0 pass, 1 a check failed in any shard, 2 bad or missing input.
 * `--out` defaults to `REPORT_DIR` (else `reports/latest`).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../core/errors.ts';
import type { RunFile } from '../core/run-record.ts';
import { runCommand, summaryOf } from './command-shell.ts';

function parseArgs(args: readonly string[]): { dirs: string[]; out: string } {
  const dirs: string[] = [];
  let out = process.env.REPORT_DIR?.trim() || 'reports/latest';
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg === '--out') {
      const next = args[i + 1];
      if (next === undefined) throw new ConfigError('--out', 'needs a directory');
      out = next;
      i += 1;
    } else if (arg.startsWith('--'))
      throw new ConfigError('arguments', `unknown option "${arg}" (only --out)`);
    else dirs.push(arg);
  }
  if (dirs.length === 0) throw new ConfigError('arguments', "give the shards' report directories to merge");
  return { dirs, out };
}

async function readShard(dir: string) {
  const files = { run: join(dir, 'run.json'), har: join(dir, 'exchanges.har') };
  for (const file of Object.values(files)) {
    if (!existsSync(file)) throw new ConfigError('merge', `${file} is missing (did that shard exit 2?)`);
  }
  let run: RunFile;
  try {
    run = JSON.parse(await readFile(files.run, 'utf8')) as RunFile;
  } catch {
    throw new ConfigError('merge', `${files.run} is not a run record`);
  }
  const { readHarExchanges } = await import('../run/har-exchanges.ts');
  const exchanges = await readHarExchanges(files.har).catch(() => {
    throw new ConfigError('merge', `${files.har} is not a HAR file`);
  });
  return { dir, run, exchanges };
}

runCommand('contract:merge: ', async (shell) => {
  const { dirs, out } = parseArgs(process.argv.slice(2));
  shell.reportsAt(out);
  const inputs = await Promise.all(dirs.map(readShard));
  const [{ mergeShards }, { stageReports }] = await Promise.all([
    import('../run/merge-shards.ts'),
    import('../run/phases/publish.ts'),
  ]);
  const run = mergeShards(inputs);
  shell.log(`merged ${inputs.length} shards: ${run.meta.requestsSent} requests, ${run.cases.length} cases`);
  return shell.finish(await stageReports(out, run), out, summaryOf(run));
});

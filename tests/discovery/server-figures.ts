/**
 * @module Discovery's figures on one test server, as a script (minutes, not a test): in process,
 * the operations with an accepted request, precision and recall against the server's truth, the
 * facts wrong and missing, the refused requests sent again unchanged; then the real
 * `npm run contract` against the same kind of server and its exit code.
 * `npx tsx tests/discovery/server-figures.ts serde [--no-cli]`.
 */
import { pathToFileURL } from 'node:url';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startGostdServer } from '../servers/gostd/index.ts';
import { startJoiServer } from '../servers/joi/index.ts';
import { startRailsServer } from '../servers/rails/index.ts';
import { startSerdeServer } from '../servers/serde/index.ts';
import { runContractCli } from '../support/cli.ts';
import { targetEnv } from '../support/target-env.ts';
import { identicalResends } from './identical-resends.ts';
import { runDiscovery, summary } from './run-discovery.ts';

const NO_LIMIT = { rateLimit: false as const };
const servers: Record<string, () => Promise<ReferenceServerHandle>> = {
  serde: () => startSerdeServer(),
  rails: () => startRailsServer(NO_LIMIT),
  joi: () => startJoiServer(NO_LIMIT),
  gostd: () => startGostdServer(NO_LIMIT),
};

export async function serverFigures(name: string, cli: boolean): Promise<void> {
  const start = servers[name];
  if (start === undefined) throw new Error(`no server ${name}: ${Object.keys(servers).join(', ')}`);
  const handle = await start();
  try {
    const run = await runDiscovery(handle);
    const accepted = run.result.observations.filter((o) => o.kind === 'baseline').map((o) => o.operation);
    const ops = Object.keys(handle.truth.operations).map(Number);
    const unaccepted = ops.filter((op) => !accepted.includes(op as never));
    const resent = identicalResends(run.client.exchanges);
    console.log(summary(name, run));
    console.log(
      `accepted operations: ${accepted.length}/${ops.length}; not accepted: ${unaccepted.join(', ') || 'none'}`,
    );
    console.log(`refused requests resent unchanged: ${resent.length}`);
    for (const ex of resent.slice(0, 20))
      console.log(`  RESENT ${ex.label} ${ex.request.body?.slice(0, 120) ?? ''}`);
  } finally {
    await handle.close();
  }
  if (!cli) return;
  const target = await start();
  try {
    const run = await runContractCli(targetEnv(target), 900_000);
    console.log(`npm run contract: exit ${run.code}, ${(run.ms / 1000).toFixed(0)} s`);
    console.log(
      run.stderr
        .split('\n')
        .filter((l) => /FAIL|PASS|unverified|could not|error/i.test(l))
        .slice(-12)
        .join('\n'),
    );
  } finally {
    await target.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await serverFigures(process.argv[2] ?? 'serde', !process.argv.includes('--no-cli'));
}

/**
 * @module Measures discovery cold on one test server, as a black box: the server starts with its
 * rate limit raised (only the search is measured), a recording proxy sits in front, discovery runs
 * in process, and the figures are printed: operations with an accepted request (n/21), recall and
 * precision against the server's truth, requests, seconds, and for each operation never accepted
 * what the server's refusals said. With `--serve`, the server (behind the proxy) is started for the
 * real command instead: the variables to run it with are printed, and on SIGINT/SIGTERM (or after
 * `--minutes`, default 20) the same per-operation tally.
 *
 *   npx tsx tests/discovery/measure-server.ts symfony
 *   npx tsx tests/discovery/measure-server.ts ktor --serve
 *   npx tsx tests/discovery/measure-server.ts serde --per-operation
 *   (`--per-operation`: also each operation's requests, accepted ones and repeated refusals)
 */
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startKtorServer } from '../servers/ktor/index.ts';
import { startSerdeServer } from '../servers/serde/index.ts';
import type { ModelServerOptions } from '../servers/shared/model-server.ts';
import { startSymfonyServer } from '../servers/symfony/index.ts';
import {
  acceptedCount,
  neverAccepted,
  perOperation,
  type RecordingProxy,
  startRecordingProxy,
} from './recording-proxy.ts';
import { runDiscovery } from './run-discovery.ts';

const SERVERS: Readonly<Record<string, (options: ModelServerOptions) => Promise<ReferenceServerHandle>>> = {
  symfony: startSymfonyServer,
  ktor: startKtorServer,
  serde: startSerdeServer,
};

const RAISED = { limit: 1_000_000, windowSeconds: 60 };

function tally(name: string, proxy: RecordingProxy, handle: ReferenceServerHandle): string[] {
  const total = Object.keys(handle.truth.operations).length;
  return [
    `${name}: operations with an accepted request ${acceptedCount(proxy, handle.truth)}/${total}`,
    ...neverAccepted(proxy, handle.truth),
    ...(process.argv.includes('--per-operation') ? perOperation(proxy, handle.truth) : []),
  ];
}

async function measure(name: string, handle: ReferenceServerHandle, proxy: RecordingProxy) {
  const run = await runDiscovery({ ...handle, url: proxy.url });
  const c = run.comparison;
  const precision = c.stated === 0 ? 1 : c.correct / c.stated;
  const recall = c.establishable === 0 ? 1 : c.correct / c.establishable;
  console.log(
    [
      ...tally(name, proxy, handle),
      `recall ${recall.toFixed(3)} (${c.correct}/${c.establishable}), precision ${precision.toFixed(3)} (${c.correct}/${c.stated})`,
      `requests ${run.requests}, ${run.seconds.toFixed(1)} s`,
      ...c.wrong.map((w) => `  WRONG ${w}`),
      ...c.missing.map((m) => `  MISSING ${m}`),
    ].join('\n'),
  );
}

async function serve(name: string, handle: ReferenceServerHandle, proxy: RecordingProxy, minutes: number) {
  const ids = Object.entries(handle.ids).map(([kind, id]) => `${kind}=${id}`);
  console.log(
    `API_BASE_URL=${proxy.url} ACCESS_TOKEN=${handle.tokens.a} ACCESS_TOKEN_B=${handle.tokens.b} ${ids.join(' ')}`,
  );
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, minutes * 60_000);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        clearTimeout(timer);
        resolve();
      });
    }
  });
  console.log(tally(name, proxy, handle).join('\n'));
}

async function main() {
  const [name = '', ...flags] = process.argv.slice(2);
  const start = SERVERS[name];
  if (start === undefined) {
    console.error(`measure-server: name one of ${Object.keys(SERVERS).join(', ')}`);
    process.exit(2);
  }
  const at = flags.indexOf('--minutes');
  const minutes = at === -1 ? 20 : Number(flags[at + 1]);
  const handle = await start({ rateLimit: RAISED });
  const proxy = await startRecordingProxy(handle.url, handle.truth);
  try {
    if (flags.includes('--serve'))
      await serve(name, handle, proxy, Number.isFinite(minutes) ? Math.min(minutes, 60) : 20);
    else await measure(name, handle, proxy);
  } finally {
    await proxy.close();
    await handle.close();
  }
}

await main();

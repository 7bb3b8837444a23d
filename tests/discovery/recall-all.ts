/**
 * @module Discovery's recall, server by server: one full discovery (no rate limit, no limit probes)
 * of the sandbox and the test servers, compared with each one's truth; prints precision, recall and
 * requests per server, then one JSON line. A measure to run before and after a change to discovery
 * (`npx tsx tests/discovery/recall-all.ts [server…]`), not a test: it takes a minute or two.
 */
import { pathToFileURL } from 'node:url';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startAltServer } from '../servers/alt/index.ts';
import { startApigwServer } from '../servers/apigw/index.ts';
import { startBlindGoServer } from '../servers/blind-go/index.ts';
import { startBlindZodServer } from '../servers/blind-zod/index.ts';
import { startDrfServer } from '../servers/drf/index.ts';
import { startFastapiServer } from '../servers/fastapi/index.ts';
import { startGostdServer } from '../servers/gostd/index.ts';
import { startJoiServer } from '../servers/joi/index.ts';
import { startKtorServer } from '../servers/ktor/index.ts';
import { startLaravelServer } from '../servers/laravel/index.ts';
import { startLaxServer } from '../servers/lax/index.ts';
import { startLegacyServer } from '../servers/legacy/index.ts';
import { startRailsServer } from '../servers/rails/index.ts';
import { startSpringServer } from '../servers/spring/index.ts';
import { startSymfonyServer } from '../servers/symfony/index.ts';
import { startTerseServer } from '../servers/terse/index.ts';
import { runDiscovery, summary } from './run-discovery.ts';

const OPEN = { rateLimit: false } as const;

const servers: Record<string, () => Promise<ReferenceServerHandle>> = {
  sandbox: () => startSandbox(),
  alt: () => startAltServer(OPEN),
  terse: () => startTerseServer(OPEN),
  rails: () => startRailsServer(OPEN),
  laravel: () => startLaravelServer(OPEN),
  joi: () => startJoiServer(OPEN),
  drf: () => startDrfServer(OPEN),
  fastapi: () => startFastapiServer(OPEN),
  gostd: () => startGostdServer(OPEN),
  zod: () => startBlindZodServer(OPEN),
  go: () => startBlindGoServer(OPEN),
  apigw: () => startApigwServer(OPEN),
  spring: () => startSpringServer(),
  lax: () => startLaxServer(),
  legacy: () => startLegacyServer(),
  symfony: () => startSymfonyServer(OPEN),
  ktor: () => startKtorServer(OPEN),
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.slice(2);
  const out: Record<string, { recall: number; precision: number; requests: number }> = {};
  for (const [name, start] of Object.entries(servers)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const handle = await start();
    try {
      const run = await runDiscovery(handle);
      console.error(summary(name, run));
      const c = run.comparison;
      out[name] = {
        recall: Number((c.correct / Math.max(1, c.establishable)).toFixed(4)),
        precision: Number((c.correct / Math.max(1, c.stated)).toFixed(4)),
        requests: run.requests,
      };
    } finally {
      await handle.close();
    }
  }
  console.log(JSON.stringify(out));
}

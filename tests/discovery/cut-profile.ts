/**
 * @module What discovery holds when a request budget cuts it (issue 26): discovery of the sandbox,
 * rails and API Gateway servers cut after 100, 200, 300 and 500 requests; per cut, recall against
 * the server's truth and how many operations have an accepted request and an auth fact, with the
 * count of required, type, closed-set and bound facts. One JSON line per cut
 * (`npx tsx tests/discovery/cut-profile.ts [server…]`): a measure, not a test.
 */
import { pathToFileURL } from 'node:url';
import type { Observation } from '../../src/core/observation.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startApigwServer } from '../servers/apigw/index.ts';
import { startRailsServer } from '../servers/rails/index.ts';
import { runDiscovery } from './run-discovery.ts';

const servers: Record<string, () => Promise<ReferenceServerHandle>> = {
  sandbox: () => startSandbox(),
  rails: () => startRailsServer({ rateLimit: false }),
  apigw: () => startApigwServer({ rateLimit: false }),
};

const CUTS = [100, 200, 300, 500] as const;

function profile(obs: readonly Observation[]) {
  const operations = (kind: Observation['kind']) =>
    new Set(obs.flatMap((o) => (o.kind === kind && 'operation' in o ? [o.operation] : []))).size;
  const count = (...kinds: Observation['kind'][]) => obs.filter((o) => kinds.includes(o.kind)).length;
  return {
    accepted: operations('success'),
    auth: operations('auth'),
    required: count('required'),
    types: count('type'),
    enums: count('enum'),
    bounds: count('bound', 'unbounded'),
  };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const only = process.argv.slice(2);
  for (const [name, start] of Object.entries(servers)) {
    if (only.length > 0 && !only.includes(name)) continue;
    for (const budget of CUTS) {
      const handle = await start();
      try {
        const run = await runDiscovery(handle, { budget });
        const c = run.comparison;
        const recall = Number((c.correct / Math.max(1, c.establishable)).toFixed(3));
        console.log(JSON.stringify({ server: name, budget, recall, ...profile(run.result.observations) }));
      } finally {
        await handle.close();
      }
    }
  }
}

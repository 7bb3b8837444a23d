import { test } from 'vitest';
import { startTerseServer } from '../servers/terse-server/index.ts';
import { runDiscovery, summary } from './run-discovery.ts';
test('terse limits', async () => {
  const h = await startTerseServer({ rateLimit: { limit: 30, windowSeconds: 4 }, maxBodyBytes: 20000 });
  const run = await runDiscovery(h, { probeLimits: true, operations: [1, 12] });
  console.log(summary('terse limits', run), run.doc['x-rate-limit'], run.doc['x-max-body-bytes']);
  console.log(run.result.observations.filter((o) => o.kind === 'undetermined' && o.operation === undefined));
  await h.close();
}, 300000);

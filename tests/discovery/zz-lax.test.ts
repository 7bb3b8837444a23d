import { test } from 'vitest';
import { startLaxServer } from './lax-server/index.ts';
import { runDiscovery } from './run-discovery.ts';
test('dbg', async () => {
  const h = await startLaxServer();
  const run = await runDiscovery(h, { operations: [1, 2, 8, 12, 13, 18, 19] });
  console.log(JSON.stringify(run.result.observations.filter((o) => 'field' in o && (o.field === 'state' || o.field === 'startTime' || o.field === 'upleg')).map(o => ({...o, evidence: undefined}))));
  console.log(run.client.exchanges.filter(e => e.operation === 8).slice(0, 40).map(e => `${e.label} ${e.request.body} -> ${e.response?.status} ${e.response?.body.slice(0, 150)}`).join('\n'));
  await h.close();
});

import { writeFileSync } from 'node:fs';
import { test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { startAltServer } from '../../tests/servers/alt-server/index.ts';
import { startTerseServer } from '../../tests/servers/terse-server/index.ts';
import { runDiscovery } from './run-discovery.ts';

test('dump', async () => {
  for (const [name, start] of [
    ['sandbox', () => startSandbox()],
    ['alt', () => startAltServer({ rateLimit: { limit: 100000, windowSeconds: 60 } })],
    ['terse', () => startTerseServer({ rateLimit: { limit: 100000, windowSeconds: 60 } })],
  ] as const) {
    const h = await start();
    const lines: string[] = [];
    const run = await runDiscovery(h, { log: false });
    writeFileSync(`/tmp/${name}.openapi.json`, JSON.stringify(run.doc, null, 2));
    writeFileSync(`/tmp/${name}.gap.md`, run.gapReport);
    writeFileSync(`/tmp/${name}.obs.json`, JSON.stringify(run.result, null, 1));
    writeFileSync(
      `/tmp/${name}.ex.txt`,
      run.client.exchanges
        .map(
          (e) =>
            `${e.id} ${e.label} ${e.request.method} ${e.request.url} ${e.request.body?.slice(0, 200) ?? ''} -> ${e.response?.status} ${e.response?.body.slice(0, 200)}`,
        )
        .join('\n'),
    );
    await h.close();
  }
}, 300000);

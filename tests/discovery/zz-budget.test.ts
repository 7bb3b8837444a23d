import { test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { startAltServer } from '../servers/alt-server/index.ts';
import { startTerseServer } from '../servers/terse-server/index.ts';
import { runDiscovery, summary } from './run-discovery.ts';

test.each([[150], [400], [800]])(
  'budget %i',
  async (budget) => {
    for (const [n, start] of [
      ['sandbox', () => startSandbox()],
      ['terse', () => startTerseServer({ rateLimit: false })],
    ] as const) {
      const h = await start();
      const run = await runDiscovery(h, { budget });
      console.log(
        summary(`${n} budget ${budget}`, run)
          .split('\n')
          .filter((l) => !l.includes('MISSING'))
          .join('\n'),
      );
      await h.close();
    }
  },
  120000,
);
test.each([[2], [3], [77]])(
  'seed %i no side effects',
  async (seed) => {
    for (const [n, start] of [
      ['sandbox', () => startSandbox()],
      ['alt', () => startAltServer({ rateLimit: false })],
      ['terse', () => startTerseServer({ rateLimit: false })],
    ] as const) {
      const h = await start();
      const run = await runDiscovery(h, { seed, sideEffectsAllowed: seed !== 2 });
      console.log(
        summary(`${n} seed ${seed}`, run)
          .split('\n')
          .filter((l) => !l.includes('MISSING'))
          .join('\n'),
      );
      await h.close();
    }
  },
  120000,
);

/**
 * Limits, probed only on request: the alt server's 40 requests per 10 s provoked and measured
 * between its 429s (it sends no rate-limit headers), the sandbox's policy and the terse server's
 * X-RateLimit-Limit/-Reset stated as what they are, the server's claim (no 429 provoked), and the
 * body-size limits bisected to the exact byte.
 */
import { describe, expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { startAltServer } from '../servers/alt/index.ts';
import { startTerseServer } from '../servers/terse/index.ts';
import { runDiscovery, summary } from './run-discovery.ts';

// Side by side: the alt and terse runs mostly wait out a 10 s window, each on its own server.
describe.concurrent('limits discovery', () => {
  test('alt server: rate limit provoked and measured, body limit exact', async () => {
    const handle = await startAltServer();
    try {
      const run = await runDiscovery(handle, { probeLimits: true, operations: [1, 12] });
      console.log(summary('alt limits', run));
      const stated = run.doc['x-rate-limit'] as { sustainedRps: number; learnedFrom: string; over: unknown };
      expect(stated.learnedFrom).toBe('observed-429s');
      // Within 15 % of the true 4 per second (40 per 10 s).
      expect(Math.abs(stated.sustainedRps / 4 - 1)).toBeLessThanOrEqual(0.15);
      expect(run.doc['x-max-body-bytes']).toBe(handle.truth.maxBodyBytes);
      expect(run.comparison.wrong).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  test('sandbox: rate limit from headers, body limit exact', async () => {
    const handle = await startSandbox({
      rateLimit: { limit: 3000, windowSeconds: 30 },
      maxBodyBytes: 50_000,
    });
    try {
      const run = await runDiscovery(handle, { probeLimits: true });
      console.log(summary('sandbox limits', run));
      expect(run.doc['x-rate-limit']).toEqual({
        claimed: { limit: 3000, windowSeconds: 30 },
        learnedFrom: 'headers',
      });
      expect(run.gapReport).toContain(
        "the server's headers claim 3000 requests per 30 s (a claim: no 429 was seen",
      );
      expect(run.doc['x-max-body-bytes']).toBe(50_000);
      expect(run.comparison.wrong).toEqual([]);
      expect(run.requests).toBeLessThan(3000);
    } finally {
      await handle.close();
    }
  }, 120_000);

  test('terse server: limit and window claimed by X-RateLimit-* headers, not provoked', async () => {
    const rateLimit = { limit: 500, windowSeconds: 10 };
    const handle = await startTerseServer({ rateLimit });
    try {
      const run = await runDiscovery(handle, { probeLimits: true, operations: [1, 12] });
      console.log(summary('terse limits', run));
      expect(run.doc['x-rate-limit']).toEqual({ claimed: rateLimit, learnedFrom: 'headers' });
      const counted = run.client.exchanges.filter((ex) => /rate-limit/.test(ex.label));
      expect(counted.length).toBeLessThan(5);
      expect(run.comparison.wrong).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

/**
 * Limits, probed only on request: the alt server's 40 requests per 10 s counted to the first 429
 * (it sends no rate-limit headers), the sandbox's policy read from its headers, and both body-size
 * limits bisected to the exact byte.
 */
import { describe, expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { startAltServer } from '../servers/alt-server/index.ts';
import { runDiscovery, summary } from './run-discovery.ts';

describe('limits discovery', () => {
  test('alt server: rate limit counted, body limit exact', async () => {
    const handle = await startAltServer();
    try {
      const run = await runDiscovery(handle, { probeLimits: true, operations: [1, 12] });
      console.log(summary('alt limits', run));
      expect(run.doc['x-rate-limit']).toEqual(handle.truth.rateLimit);
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
      expect(run.doc['x-rate-limit']).toEqual({ limit: 3000, windowSeconds: 30 });
      expect(run.doc['x-max-body-bytes']).toBe(50_000);
      expect(run.comparison.wrong).toEqual([]);
      expect(run.requests).toBeLessThan(3000);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

/**
 * Discovery's safety and fallbacks: with side effects not allowed, operations with an external
 * effect are never called and migrate-products never goes out without `dryRun: true`; without
 * configured ids, ids harvested from a create are reused, and nothing false is stated either way.
 */
import { describe, expect, test } from 'vitest';
import { startSandbox } from '../../src/sandbox/index.ts';
import { runDiscovery, summary } from './run-discovery.ts';

const EXTERNAL = [7, 11, 14, 17, 19, 20];

describe('discovery safety', () => {
  test('no external effects when they are not allowed', async () => {
    const handle = await startSandbox();
    try {
      const run = await runDiscovery(handle, { sideEffectsAllowed: false });
      console.log(summary('sandbox, no side effects', run).split('\n')[0]);
      const exchanges = run.client.exchanges;
      expect(exchanges.filter((ex) => EXTERNAL.includes(ex.operation ?? 0))).toEqual([]);
      for (const ex of exchanges.filter((e) => e.operation === 6)) {
        const body = ex.request.body;
        if (body === undefined) throw new Error(`${ex.id}: migrate-products without a body`);
        let parsed: unknown;
        try {
          parsed = JSON.parse(body);
        } catch {
          // Malformed JSON still carries the safe value, for a parser that salvages what it can.
          expect(body, `${ex.id} ${ex.label}`).toContain('"dryRun":true');
          continue;
        }
        expect(parsed, `${ex.id} ${ex.label}`).toMatchObject({ dryRun: true });
      }
      const skipped = run.result.operations.filter((d) => d.skipped !== undefined).map((d) => d.operation);
      expect(skipped).toEqual(EXTERNAL);
      expect(run.comparison.wrong).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  test('ids harvested from a create are reused; made-up ids state nothing', async () => {
    const handle = await startSandbox();
    try {
      const run = await runDiscovery(handle, { ids: {} });
      console.log(summary('sandbox, no ids', run).split('\n')[0]);
      const created = run.client.exchanges.find((ex) => ex.operation === 1 && ex.response?.status === 201);
      const id = (created?.response?.json as { id?: string } | undefined)?.id;
      expect(id).toBeDefined();
      expect(run.result.operations.find((d) => d.operation === 3)?.pathParams).toEqual({ reportId: id });
      expect(run.result.operations.find((d) => d.operation === 13)?.pathParams).toEqual({});
      expect(run.comparison.wrong).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

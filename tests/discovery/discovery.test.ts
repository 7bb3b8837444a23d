/**
 * Discovery against the three reference servers, in-process over real HTTP: the observed document
 * must validate as OpenAPI 3.1, state nothing wrong, and state at least 95 % of what the server's
 * truth holds.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operations } from '../../fixtures/catalog.ts';
import { idVariable } from '../../fixtures/operation-def.ts';
import { startSandbox } from '../../src/sandbox/index.ts';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startAltServer } from '../servers/alt/index.ts';
import { startTerseServer } from '../servers/terse/index.ts';
import { type DiscoveryRun, runDiscovery, summary } from './run-discovery.ts';

const servers: [string, () => Promise<ReferenceServerHandle>][] = [
  ['sandbox', () => startSandbox()],
  ['alt', () => startAltServer({ rateLimit: { limit: 100_000, windowSeconds: 60 } })],
  ['terse', () => startTerseServer({ rateLimit: { limit: 100_000, windowSeconds: 60 } })],
];

describe.each(servers)('discovery against the %s server', (name, start) => {
  let handle: ReferenceServerHandle;
  let run: DiscoveryRun;

  beforeAll(async () => {
    handle = await start();
    run = await runDiscovery(handle);
    console.log(summary(name, run));
  }, 120_000);
  afterAll(() => handle?.close());

  test('states nothing wrong (precision 100 %)', () => {
    expect(run.comparison.wrong).toEqual([]);
  });

  test('states at least 95 % of what the truth holds', () => {
    const { correct, establishable, missing } = run.comparison;
    expect({ recall: correct / establishable >= 0.95, missing }).toMatchObject({ recall: true });
  });

  test("states what a method the document does not list gets: the server's own answer to GET", async () => {
    const seen = run.result.observations.filter((o) => o.kind === 'wrong_method');
    const expected = operations.filter(
      (op) => op.method !== 'GET' && !operations.some((o) => o.path === op.path && o.method === 'GET'),
    );
    expect(seen.map((o) => o.operation).sort()).toEqual(expected.map((op) => op.number).sort());
    for (const o of seen) {
      const op = expected.find((e) => e.number === o.operation)!;
      const path = op.path.replace(
        /\{(\w+)\}/g,
        (_, p: string) => (handle.ids as unknown as Record<string, string>)[idVariable(p)] ?? 'x',
      );
      const answer = await fetch(`${handle.url}${path}`, {
        headers: { authorization: `Bearer ${handle.tokens.a}` },
      });
      await answer.arrayBuffer();
      expect({ op: o.operation, status: o.status }).toEqual({ op: o.operation, status: answer.status });
    }
  });

  test('stays within 2,000 requests and a minute', () => {
    expect(run.requests).toBeLessThanOrEqual(2000);
    expect(run.seconds).toBeLessThan(60);
  });
});

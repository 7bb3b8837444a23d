/**
 * Issue 27 on the serde server (plain-text refusals one problem at a time, strict typing, nested
 * prefixes, snake_case keys, closed sets named only in texts), with no examples file: discovery
 * in-process must get every operation accepted, state ≥ 99 % of its facts as the truth holds them
 * and ≥ 95 % of the truth, and never send a refused request again unchanged to draw the same refusal.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startSerdeServer } from '../servers/serde/index.ts';
import { identicalResends } from './identical-resends.ts';
import { type DiscoveryRun, runDiscovery, summary } from './run-discovery.ts';

describe('discovery repairs its requests on the serde server', () => {
  let handle: ReferenceServerHandle;
  let run: DiscoveryRun;

  beforeAll(async () => {
    handle = await startSerdeServer();
    run = await runDiscovery(handle);
    console.log(summary('serde', run));
  }, 120_000);
  afterAll(() => handle?.close());

  test('every operation has an accepted request', () => {
    const accepted = run.result.observations.flatMap((o) =>
      o.kind === 'baseline' ? [String(o.operation)] : [],
    );
    expect(accepted.sort()).toEqual(Object.keys(handle.truth.operations).sort());
  });

  test('states ≥ 99 % of its facts as the truth holds them, and ≥ 95 % of the truth', () => {
    const { correct, stated, establishable, wrong } = run.comparison;
    expect({ precision: correct / stated >= 0.99, wrong }).toMatchObject({ precision: true });
    expect(correct / establishable).toBeGreaterThanOrEqual(0.95);
  });

  test('sends no refused request again unchanged to draw the same refusal', () => {
    const resent = identicalResends(run.client.exchanges).map((ex) => `${ex.label} ${ex.request.body ?? ''}`);
    expect(resent).toEqual([]);
  });
});

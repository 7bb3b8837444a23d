/**
 * Issue 27 on the serde server (plain-text refusals one problem at a time, strict typing, nested
 * prefixes, snake_case keys, closed sets named only in texts), with no examples file: discovery
 * in-process must get every operation accepted, state ≥ 99 % of its facts as the truth holds them
 * and ≥ 95 % of the truth, and never send a refused request again unchanged to draw the same refusal.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startSerdeServer } from '../servers/serde/index.ts';
import { type RecordingProxy, startRecordingProxy } from './recording-proxy.ts';
import { type DiscoveryRun, runDiscovery, summary } from './run-discovery.ts';

describe('discovery repairs its requests on the serde server', () => {
  let handle: ReferenceServerHandle;
  let proxy: RecordingProxy;
  let run: DiscoveryRun;

  beforeAll(async () => {
    handle = await startSerdeServer();
    // Counted from the server's side: what it was sent and what it answered.
    proxy = await startRecordingProxy(handle.url, handle.truth);
    run = await runDiscovery({ ...handle, url: proxy.url });
    console.log(summary('serde', run));
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    await handle?.close();
  });

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
    const resent = [...proxy.tallies]
      .filter(([, t]) => t.resent > 0)
      .map(([op, t]) => `op ${op}: ${t.resent}`);
    expect(resent).toEqual([]);
  });
});

/**
 * @module The recording proxy counts from the server's side: requests per operation, the accepted
 * ones, each refusal in the server's words (kotlinx's input echo cut off), and a refusal repeated
 * for an identical request, but not one sent with other credentials.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import { startKtorServer } from '../servers/ktor/index.ts';
import { send } from '../servers/support/exchange.ts';
import { acceptedCount, neverAccepted, type RecordingProxy, startRecordingProxy } from './recording-proxy.ts';

let server: ReferenceServerHandle;
let proxy: RecordingProxy;
beforeAll(async () => {
  server = await startKtorServer({ rateLimit: false });
  proxy = await startRecordingProxy(server.url, server.truth);
});
afterAll(async () => {
  await proxy.close();
  await server.close();
});

it('tallies accepted requests, refusals and identical repeats per operation', async () => {
  const post = (json: unknown, token: string | null = server.tokens.a) =>
    send(proxy.url, { method: 'POST', path: '/v1/property/', token: token ?? undefined, json });
  await post({ state: 'CA' });
  await post({ state: 'CA' });
  await post({ state: 'CA' }, `${server.tokens.a}x`);
  await post({ state: 'CA' }, null);
  await post({ streetAddress: '1 Main Street', state: 'CA', bedrooms: 3 });
  await send(proxy.url, { method: 'GET', path: '/elsewhere' });

  expect(acceptedCount(proxy, server.truth)).toBe(1);
  const op1 = proxy.tallies.get('1');
  expect([op1?.requests, op1?.accepted, op1?.resent]).toEqual([5, 1, 1]);
  expect([...(op1?.refusals.entries() ?? [])]).toEqual([
    [
      "400 Fields [streetAddress, bedrooms] are required for type with serial name 'com.acme.reports.CreatePropertyRequest', but they were missing at path: $",
      2,
    ],
    ['401 Invalid authentication credentials', 1],
    ['401 Unauthorized', 1],
  ]);
  expect(proxy.tallies.get('-')?.requests).toBe(1);
  const never = neverAccepted(proxy, server.truth);
  expect(never).toHaveLength(20);
  expect(never[0]).toBe('  op 2: 0 requests, none accepted');
});

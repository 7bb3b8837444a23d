import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AuthVariant } from '../core/case.ts';
import { type Credentials, secretsOf } from '../core/credentials.ts';
import { HttpClient, MALFORMED_TOKEN } from './client.ts';
import { Pacer } from './pacer.ts';
import { Redactor } from './redactor.ts';

const A: Credentials = {
  headers: { 'X-Api-Key': 'key-a-0123456789', 'X-Tenant': 'tenant-a' },
  cookie: 'sid=sess-a-777; csrf=c-a-888',
};
const B: Credentials = { headers: { 'X-Api-Key': 'key-b-9876543210' } };

let server: Server;
let base: URL;

beforeAll(async () => {
  // Echoes the credential headers it got, so the test sees both what went out and what was recorded.
  server = createServer((req, res) => {
    const { authorization, cookie } = req.headers;
    const seen = { key: req.headers['x-api-key'], tenant: req.headers['x-tenant'], authorization, cookie };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(seen));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function client(tokens: { a?: string; b?: string } = {}) {
  return new HttpClient({
    baseUrl: base,
    tokens,
    credentials: { a: A, b: B },
    timeoutMs: 5000,
    pacer: new Pacer(100, 0),
    sideEffectsAllowed: true,
    redactor: new Redactor([tokens.a, tokens.b, ...secretsOf(A), ...secretsOf(B)], ['X-Api-Key', 'X-Tenant']),
  });
}

/** One request of the variant; `recorded` is the exchange as every report holds it. */
async function sent(c: HttpClient, auth: AuthVariant) {
  const ex = await c.send({ method: 'GET', path: '/x', auth, body: { kind: 'none' }, label: auth });
  return { ex, recorded: JSON.stringify(ex) };
}

describe('credentials other than a bearer token', () => {
  test('identity A sends its headers and cookie; every value is redacted in the record', async () => {
    const c = client();
    const { ex, recorded } = await sent(c, 'token');
    expect(ex.request.headers['x-api-key']).toBe('[REDACTED]');
    expect(ex.request.headers.cookie).toBe('[REDACTED]');
    expect(ex.request.headers.authorization).toBeUndefined();
    // The echo proves they went out; the record holds none of the values.
    expect(ex.response?.json).toEqual({ key: '[REDACTED]', tenant: '[REDACTED]', cookie: '[REDACTED]' });
    for (const secret of ['key-a-0123456789', 'tenant-a', 'sess-a-777', 'c-a-888']) {
      expect(recorded).not.toContain(secret);
    }
    await c.close();
  });

  test("identity B sends its own credentials, never A's", async () => {
    const c = client();
    const { ex, recorded } = await sent(c, 'other_tenant');
    expect(ex.response?.json).toEqual({ key: '[REDACTED]' });
    expect(recorded).not.toContain('key-b-9876543210');
    await c.close();
  });

  test('no credentials sends none; malformed sends the same names with values no server issued', async () => {
    const c = client();
    expect((await sent(c, 'none')).ex.response?.json).toEqual({});
    const malformed = (await sent(c, 'malformed')).ex;
    // Only identity A's configured values are secrets: the malformed ones are recorded as sent.
    expect(malformed.response?.json).toEqual({
      key: MALFORMED_TOKEN,
      tenant: MALFORMED_TOKEN,
      cookie: `sid=${MALFORMED_TOKEN}; csrf=${MALFORMED_TOKEN}`,
    });
    await c.close();
  });

  test('with a bearer token too, both go; a malformed request also carries a malformed bearer', async () => {
    const c = client({ a: 'bearer-a-secret-1', b: 'bearer-b-secret-2' });
    const ok = await sent(c, 'token');
    expect(ok.ex.response?.json).toMatchObject({ key: '[REDACTED]', authorization: 'Bearer [REDACTED]' });
    const bad = await sent(c, 'malformed');
    expect(bad.ex.response?.json).toMatchObject({ authorization: `Bearer ${MALFORMED_TOKEN}` });
    await c.close();
  });
});

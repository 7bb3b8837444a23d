import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BudgetExhaustedError } from '../core/errors.ts';
import { HttpClient } from './client.ts';
import { Pacer } from './pacer.ts';
import { Redactor } from './redactor.ts';
import { SideEffectRefused } from './side-effect-gate.ts';

const TOKEN = 'tok_secret_abcdef123456';
let server: Server;
let base: URL;
let hits429 = 0;
let hitsZero = 0;
let connections = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2000);
      if (req.url === '/reset') return void req.socket.destroy();
      if (req.url === '/drip') {
        // Headers at once, then a byte every 50 ms, never ending: only a whole-exchange timer stops it.
        res.writeHead(200, { 'content-type': 'application/json' });
        const drip = setInterval(() => res.write(' '), 50);
        return void res.on('close', () => clearInterval(drip));
      }
      if (req.url === '/huge') {
        res.setHeader('content-type', 'application/json');
        return void res.end(`"${'x'.repeat(5 * 1024 * 1024)}"`);
      }
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://example.com/steal' });
        return void res.end();
      }
      if (req.url === '/limited' && hits429++ === 0) {
        res.writeHead(429, { 'retry-after': '1' });
        return void res.end('{"error":"slow down"}');
      }
      // A token bucket rounding its wait down: 0 means "soon", never "now".
      if (req.url === '/limited-zero' && hitsZero++ < 2) {
        res.writeHead(429, { 'retry-after': '0' });
        return void res.end('{"error":"slow down"}');
      }
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null, echo: TOKEN }),
      );
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function client(
  overrides: { maxRequests?: number; timeoutMs?: number; maxBodyBytes?: number; sideEffects?: boolean } = {},
) {
  return new HttpClient({
    baseUrl: base,
    tokens: { a: TOKEN },
    timeoutMs: overrides.timeoutMs ?? 5000,
    pacer: new Pacer(overrides.maxRequests ?? 100, 0),
    redactor: new Redactor([TOKEN]),
    sideEffectsAllowed: overrides.sideEffects ?? true,
    ...(overrides.maxBodyBytes !== undefined && { maxBodyBytes: overrides.maxBodyBytes }),
  });
}

/** A GET with no body, as identity `auth` (none by default). */
const get = (c: HttpClient, path: string, auth: 'none' | 'token' = 'none') =>
  c.send({ method: 'GET', path, auth, body: { kind: 'none' }, label: path });

describe('HttpClient', () => {
  test('its side-effect gate refuses what may not be sent before anything goes out', async () => {
    const c = client({ sideEffects: false });
    const send = (operation: 6 | 7, value: unknown) =>
      c.send({
        method: 'POST',
        path: '/x',
        auth: 'token',
        body: { kind: 'json', value },
        operation,
        label: 't',
      });
    await expect(send(7, {})).rejects.toThrow(SideEffectRefused);
    await expect(send(6, { dryRun: 'true' })).rejects.toThrow('refusing a body without dryRun: true');
    expect(c.exchanges).toEqual([]);
    expect((await send(6, { dryRun: true })).response?.status).toBe(200);
    expect(c.gate.skipped).toEqual([]);
    await c.close();
  });

  test('sends a JSON body on GET with the token, and records it redacted', async () => {
    const c = client();
    const ex = await c.send({
      method: 'GET',
      path: '/x',
      auth: 'token',
      body: { kind: 'json', value: { a: 1 } },
      label: 't',
    });
    const seen = ex.response?.json as { method: string; body: string; auth: string };
    expect(seen.method).toBe('GET');
    expect(seen.body).toBe('{"a":1}');
    expect(ex.request.body).toBe('{"a":1}');
    expect(JSON.stringify(ex)).not.toContain(TOKEN);
    expect(ex.request.headers.authorization).toBe('Bearer [REDACTED]');
    expect(ex.id).toBe('ex-000001');
    await c.close();
  });

  test('classifies a timeout and a reset as transport failures', async () => {
    const c = client({ timeoutMs: 300 });
    const slow = await get(c, '/slow');
    expect(slow.failure?.kind).toBe('timeout');
    const reset = await get(c, '/reset');
    expect(reset.failure?.kind).toBe('reset');
    await c.close();
  });

  test('keeps one connection for every request, GETs with a body included', async () => {
    const c = client();
    const before = connections;
    for (const method of ['GET', 'GET', 'POST', 'GET', 'DELETE']) {
      const ex = await c.send({
        method,
        path: '/x',
        auth: 'token',
        body: { kind: 'json', value: { a: 1 } },
        label: 'k',
      });
      expect((ex.response?.json as { body: string } | undefined)?.body).toBe('{"a":1}');
    }
    // undici alone closes the connection after each GET with a body: four new ones here.
    expect(connections - before).toBe(1);
    await c.close();
  });

  test('times out an answer that keeps dripping, and the next request still goes through', async () => {
    const c = client({ timeoutMs: 300 });
    const started = performance.now();
    const drip = await get(c, '/drip');
    expect(drip.failure?.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2000);
    const next = await get(c, '/x');
    expect(next.response?.status).toBe(200);
    await c.close();
  });

  test('caps a huge answer and does not follow redirects', async () => {
    const c = client({ maxBodyBytes: 1024 });
    const huge = await get(c, '/huge');
    expect(huge.response?.truncated).toBe(true);
    expect(huge.response?.body.length).toBe(1024);
    expect(huge.response?.json).toBeUndefined();
    const redirect = await get(c, '/redirect', 'token');
    expect(redirect.response?.status).toBe(302);
    expect(c.exchanges).toHaveLength(2);
    await c.close();
  });

  test('waits as a 429 says, then resends', async () => {
    const c = client();
    const ex = await get(c, '/limited');
    expect(ex.response?.status).toBe(200);
    expect(c.exchanges.map((e) => e.response?.status)).toEqual([429, 200]);
    expect(
      Date.parse(c.exchanges[1]!.startedAt) - Date.parse(c.exchanges[0]!.startedAt),
    ).toBeGreaterThanOrEqual(1000);
    await c.close();
  });

  test('a stated wait of 0 is a short backoff, growing while the 429s go on, never at once', async () => {
    const c = client();
    for (let i = 0; i < 20; i++) await get(c, '/a');
    const ex = await get(c, '/limited-zero');
    expect(c.exchanges.slice(20).map((e) => e.response?.status)).toEqual([429, 429, 200]);
    expect(ex.response?.status).toBe(200);
    const [a, b, d] = c.exchanges.slice(20).map((e) => Date.parse(e.startedAt));
    expect(b! - a!).toBeGreaterThanOrEqual(100);
    expect(d! - b!).toBeGreaterThanOrEqual(200);
    await c.close();
  });

  test('refuses to send past the budget', async () => {
    const c = client({ maxRequests: 1 });
    await get(c, '/a');
    await expect(
      c.send({ method: 'GET', path: '/b', auth: 'none', body: { kind: 'none' }, label: 'b' }),
    ).rejects.toThrow(BudgetExhaustedError);
    await c.close();
  });

  test('the rate cap spaces requests', async () => {
    const pacer = new Pacer(100, 20);
    const start = Date.now();
    for (let i = 0; i < 6; i++) await pacer.take();
    expect(Date.now() - start).toBeGreaterThanOrEqual(240);
  });
});

/**
 * The breaker and the time limit over real HTTP: a slow operation is cut after three slow answers
 * (the fourth request never reaches the server), and a 429 asking for a wait longer than the time
 * left ends at once instead of sleeping past the deadline.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { OperationNumber } from '../../fixtures/catalog.ts';
import { Deadline, DeadlineReached } from '../core/deadline.ts';
import { OperationBreaker, OperationUnresponsive } from './breaker.ts';
import { HttpClient } from './client.ts';
import { Pacer } from './pacer.ts';
import { Redactor } from './redactor.ts';

let server: Server;
let base: URL;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === '/limited') {
      res.writeHead(429, { 'retry-after': '30', 'content-type': 'application/json' });
      return void res.end('{"error":"slow down"}');
    }
    const delay = path === '/slow' ? 150 : path === '/stall' ? 10_000 : 0;
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), delay).unref();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function client(pacer = new Pacer(100, 0), breaker = new OperationBreaker(100), timeoutMs = 2000) {
  return new HttpClient({
    baseUrl: base,
    tokens: {},
    timeoutMs,
    pacer,
    redactor: new Redactor([]),
    breaker,
    sideEffectsAllowed: true,
  });
}

const get = (path: string, operation: OperationNumber) =>
  ({
    method: 'GET',
    path,
    auth: 'none',
    body: { kind: 'none' },
    operation,
    label: `op${operation}`,
  }) as const;

describe('per-operation breaker', () => {
  test('three slow answers open it: the fourth request is not sent, other operations go on', async () => {
    const breaker = new OperationBreaker(100);
    const c = client(undefined, breaker);
    for (let i = 0; i < 3; i++) expect((await c.send(get('/slow', 3))).response?.status).toBe(200);
    await expect(c.send(get('/slow', 3))).rejects.toBeInstanceOf(OperationUnresponsive);
    expect(hits.get('/slow')).toBe(3);
    expect((await c.send(get('/fast', 4))).response?.status).toBe(200);
    expect(breaker.tripped).toEqual([
      expect.objectContaining({ operation: 3, refused: 1, exchanges: expect.any(Array) }),
    ]);
    expect(breaker.isOpen(4)).toBe(false);
    await c.close();
  });

  test('timeouts count too; fast answers and other failures do not', async () => {
    const breaker = new OperationBreaker(5000);
    const c = client(undefined, breaker, 200);
    await c.send(get('/fast', 7));
    for (let i = 0; i < 2; i++) expect((await c.send(get('/stall', 7))).failure?.kind).toBe('timeout');
    expect(breaker.isOpen(7)).toBe(false);
    await c.send(get('/fast', 7));
    expect(breaker.isOpen(7)).toBe(false);
    await c.send(get('/stall', 7));
    expect(breaker.isOpen(7)).toBe(true);
    await c.close();
  });

  test('a timeout before the operation ever answered opens it at once', async () => {
    const breaker = new OperationBreaker(5000);
    const c = client(undefined, breaker, 200);
    expect((await c.send(get('/stall', 9))).failure?.kind).toBe('timeout');
    expect(breaker.isOpen(9)).toBe(true);
    await expect(c.send(get('/stall', 9))).rejects.toBeInstanceOf(OperationUnresponsive);
    expect(breaker.tripped).toEqual([expect.objectContaining({ operation: 9, refused: 1 })]);
    expect(breaker.tripped[0]?.exchanges).toHaveLength(1);
    await c.close();
  });
});

describe('time limit', () => {
  test('a Retry-After longer than the time left is a cut, not a hang', async () => {
    const pacer = new Pacer(100, 0);
    pacer.stopAt(new Deadline(Date.now() + 2000, 'the test budget'));
    const c = client(pacer);
    const started = Date.now();
    await expect(c.send(get('/limited', 5))).rejects.toBeInstanceOf(DeadlineReached);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(c.exchanges.at(-1)?.response?.status).toBe(429);
    await c.close();
  });

  test('no request starts after the deadline, and a rate-cap wait does not cross it', async () => {
    const pacer = new Pacer(100, 1);
    pacer.stopAt(new Deadline(Date.now() + 500, 'the test budget'));
    const c = client(pacer);
    await c.send(get('/fast', 1));
    // The next slot of a 1 request/s cap is past the deadline.
    await expect(c.send(get('/fast', 1))).rejects.toThrow(/the test budget is spent/);
    expect(pacer.used).toBe(1);
    await c.close();
  });
});

/**
 * @module The broken server keeps its word: healthy, every operation behaves as its truth says;
 * with a breakage, the broken operations really break that way over the wire (checked on raw
 * sockets where no HTTP client would hand the answer over) while the spared ones stay healthy;
 * stalls and slow answers never keep `close()` waiting; the rate limit counts every request.
 */
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../support/conformance.ts';
import { type Exchange, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { fillPath } from '../support/paths.ts';
import { rawExchange } from '../support/raw-exchange.ts';
import { selfTest } from '../support/self-test.ts';
import {
  BROKEN_SERVER_RULES,
  type Breakage,
  type BrokenServerHandle,
  type BrokenServerOptions,
  startBrokenServer,
} from './index.ts';

const isBoom = (ex: Exchange, status: number) =>
  ex.status === status &&
  isObject(ex.json) &&
  ex.json.statusCode === status &&
  typeof ex.json.message === 'string';

const HAPI_DIALECT: Dialect = {
  accepted: (ex) => isObject(ex.json) && ex.json.status === 'success' && isObject(ex.json.data),
  rejected: (ex) => isBoom(ex, 400),
};

/** Operation 3 (a broken one by default; the slow one too) and its seeded report. */
const pathOf = (server: BrokenServerHandle, op: keyof typeof BROKEN_SERVER_RULES) =>
  fillPath(BROKEN_SERVER_RULES[op].path, server.ids);

async function withServer(options: BrokenServerOptions, body: (server: BrokenServerHandle) => Promise<void>) {
  const server = await startBrokenServer(options);
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

describe('broken server, healthy', () => {
  const current = selfTest('broken', {
    start: () => startBrokenServer(),
    check: HAPI_DIALECT,
    publishes: (server) => {
      expect(server.broken).toEqual({ breakage: 'none', operations: [] });
      expect(server.ids.DEAL_ID).toMatch(/^[0-9a-f]{24}$/);
    },
  });

  it('answers in Joi words, with a Bearer challenge', async () => {
    const server = current();
    const post = (json: unknown, token: string | undefined = server.tokens.a) =>
      send(server.url, { method: 'POST', path: '/v1/property/', token, json });
    expect((await post({ streetAddress: 'x', bedrooms: 21 })).json).toMatchObject({
      message: '"bedrooms" must be less than or equal to 20',
      validation: { source: 'payload', keys: ['bedrooms'] },
    });
    expect((await post({ streetAddress: 'x', bedrooms: 2, reportType: 'x' })).json).toMatchObject({
      message: '"reportType" must be one of [standard, premium]',
    });
    const anonymous = await send(server.url, {
      method: 'POST',
      path: '/v1/property/',
      json: { streetAddress: 'x', bedrooms: 2 },
    });
    expect([anonymous.status, anonymous.headers['www-authenticate']]).toEqual([401, 'Bearer']);
  });
});

describe('broken server, each breakage', () => {
  const token = (server: BrokenServerHandle) => server.tokens.a;

  it('breaks every operation but 1 and 21 by default, and those two stay healthy', async () => {
    await withServer({ breakage: 'debug-500' }, async (server) => {
      expect(server.broken.operations).toHaveLength(19);
      expect(server.broken.operations).not.toContain('1');
      const created = await send(server.url, {
        method: 'POST',
        path: '/v1/property/',
        token: token(server),
        json: { streetAddress: '1 Main Street', bedrooms: 3 },
      });
      expect(HAPI_DIALECT.accepted(created, server.truth.operations['1']!)).toBe(true);
      const subscribers = pathOf(server, '21');
      expect(
        (await send(server.url, { method: 'GET', path: subscribers, token: token(server) })).status,
      ).toBe(200);
    });
  });

  it('debug-500: 500 with the database error and stack frames', async () => {
    await withServer({ breakage: 'debug-500' }, async (server) => {
      const ex = await send(server.url, {
        method: 'POST',
        path: pathOf(server, '3'),
        token: token(server),
        json: {},
      });
      expect(ex.status).toBe(500);
      expect(ex.text).toContain('relation \\"deals\\" does not exist');
      expect(ex.text).toMatch(
        /at DealRepository\.findByTenant \(\/srv\/app\/src\/deals\/deal\.repository\.js:\d+:\d+\)/,
      );
    });
  });

  it('reset-mid-body: a 200 head and part of the body, then a TCP reset', async () => {
    await withServer({ breakage: 'reset-mid-body' }, async (server) => {
      const answer = await rawExchange(server.url, 'POST', pathOf(server, '13'), token(server));
      const text = answer.bytes.toString('latin1');
      expect(text.startsWith('HTTP/1.1 200 OK')).toBe(true);
      const announced = Number(/content-length: (\d+)/i.exec(text)?.[1]);
      const received = answer.bytes.length - text.indexOf('\r\n\r\n') - 4;
      expect(received).toBeGreaterThan(0);
      expect(received).toBeLessThan(announced);
      expect(answer.error).toBe('ECONNRESET');
      await expect(
        send(server.url, { method: 'GET', path: pathOf(server, '12'), token: token(server) }),
      ).rejects.toThrow();
    });
  });

  it('stall: no answer within the client timeout, and close() does not wait for it', async () => {
    await withServer({ breakage: 'stall' }, async (server) => {
      const answer = await rawExchange(server.url, 'POST', pathOf(server, '5'), token(server), 500);
      expect([answer.timedOut, answer.bytes.length]).toEqual([true, 0]);
      const pending = rawExchange(server.url, 'GET', pathOf(server, '12'), token(server), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      await server.close();
      expect(performance.now() - started).toBeLessThan(1_000);
      expect((await pending).timedOut).toBe(false);
    });
  });

  it('status-999: a raw status line with code 999', async () => {
    await withServer({ breakage: 'status-999' }, async (server) => {
      const answer = await rawExchange(server.url, 'DELETE', pathOf(server, '20'), token(server));
      expect(answer.bytes.toString('latin1')).toMatch(/^HTTP\/1\.1 999 Unknown\r\n/);
      // Node 20's fetch hands 999 over as is (the status line parses: three digits).
      const ex = await send(server.url, {
        method: 'DELETE',
        path: pathOf(server, '20'),
        token: token(server),
      });
      expect(ex.status).toBe(999);
    });
  });

  it('redirect-loop: 302 ping-pong between a path and itself, for every method', async () => {
    await withServer({ breakage: 'redirect-loop' }, async (server) => {
      const path = pathOf(server, '14');
      const first = await fetch(`${server.url}${path}`, { method: 'POST', redirect: 'manual', body: '{}' });
      expect([first.status, first.headers.get('location')]).toEqual([302, `${path}?loop=1`]);
      const second = await fetch(`${server.url}${path}?loop=1`, { redirect: 'manual' });
      expect([second.status, second.headers.get('location')]).toEqual([302, path]);
      await expect(fetch(`${server.url}${path}`)).rejects.toThrow();
    });
  });

  it('not-http: bytes that are not an HTTP answer, then the connection closes', async () => {
    await withServer({ breakage: 'not-http' }, async (server) => {
      const answer = await rawExchange(server.url, 'POST', pathOf(server, '2'), token(server));
      expect(answer.timedOut).toBe(false);
      expect(answer.bytes.length).toBeGreaterThan(0);
      expect(answer.bytes.toString('latin1').startsWith('HTTP/')).toBe(false);
    });
  });

  it('slow-15s: only operation 3, right answer after slowMs (15 s unless told), close() does not wait', async () => {
    await withServer({ breakage: 'slow-15s' }, async (server) =>
      expect(server.broken.operations).toEqual(['3']),
    );
    await withServer({ breakage: 'slow-15s', slowMs: 400 }, async (server) => {
      const request = {
        method: 'POST',
        path: pathOf(server, '3'),
        token: token(server),
        json: { city: 'Springfield' },
      } as const;
      const started = performance.now();
      const ex = await send(server.url, request);
      expect(performance.now() - started).toBeGreaterThanOrEqual(390);
      expect(HAPI_DIALECT.accepted(ex, server.truth.operations['3']!)).toBe(true);
      const quick = performance.now();
      expect((await send(server.url, { ...request, path: pathOf(server, '4') })).status).toBe(200);
      expect(performance.now() - quick).toBeLessThan(200);
    });
    await withServer({ breakage: 'slow-15s' }, async (server) => {
      void rawExchange(server.url, 'POST', pathOf(server, '3'), token(server), 20_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      await server.close();
      expect(performance.now() - started).toBeLessThan(1_000);
    });
  });

  it.each(['debug-500', 'stall'] satisfies Breakage[])(
    '%s spares the operations it is told to',
    async (breakage) => {
      await withServer({ breakage, brokenOperations: ['7'] }, async (server) => {
        const ex = await send(server.url, {
          method: 'POST',
          path: pathOf(server, '3'),
          token: token(server),
          json: {},
        });
        expect(ex.status).toBe(200);
      });
    },
  );
});

describe('broken server rate limit', () => {
  it('counts every request of a client, whatever its token, then 429 with Retry-After', async () => {
    await withServer({ rateLimit: { limit: 5, windowSeconds: 1 } }, async (server) => {
      expect(server.truth.rateLimit).toEqual({ limit: 5, windowSeconds: 1 });
      const path = pathOf(server, '21');
      for (let i = 0; i < 5; i += 1) {
        const ex = await send(server.url, {
          method: 'GET',
          path,
          token: i % 2 === 0 ? server.tokens.a : server.tokens.b,
        });
        expect(ex.headers['x-ratelimit-userlimit']).toBe('5');
        expect(ex.headers['x-ratelimit-userremaining']).toBe(String(4 - i));
        expect(Number(ex.headers['x-ratelimit-userreset'])).toBeGreaterThan(Date.now());
      }
      const over = await send(server.url, { method: 'GET', path, token: undefined });
      expect(isBoom(over, 429)).toBe(true);
      expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      expect((await send(server.url, { method: 'GET', path, token: server.tokens.a })).status).toBe(200);
    });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalog, operations } from '../../../fixtures/catalog.ts';
import { HttpClient } from '../../http/client.ts';
import { Pacer } from '../../http/pacer.ts';
import { Redactor } from '../../http/redactor.ts';
import { OpContext } from '../session/op-context.ts';
import { Session } from '../session/session.ts';
import { probeWrongMethod } from './wrong-method.ts';

// A POST-only path (no GET listed on it): the probe sends its GET there.
const op = operations.find((o) => o.number === catalog.createProperty.number);
const TOKEN = 'tok_wrong_method_0123456789';
let server: Server;
let base: URL;
/** What the server answers a GET with: a redirect to the path's trailing-slash twin, or a 200 failure envelope. */
let answer: 'redirect' | 'envelope' = 'redirect';

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'GET' && answer === 'redirect') {
        res.writeHead(308, { location: (req.url ?? '/').replace(/\/$/, '') });
        return void res.end();
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Method not supported' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function context(): OpContext {
  if (op === undefined) throw new Error('createProperty is in the catalog');
  const client = new HttpClient({
    baseUrl: base,
    tokens: { a: TOKEN },
    timeoutMs: 5000,
    pacer: new Pacer(100, 0),
    redactor: new Redactor([TOKEN]),
    sideEffectsAllowed: false,
  });
  const session = new Session({
    client,
    operations: [op],
    seed: 1,
    ids: {},
    hasTokenB: false,
    probeLimits: false,
    budget: 10,
  });
  const ctx = new OpContext(op, session);
  ctx.startPhase(10);
  return ctx;
}

describe('the wrong-method probe', () => {
  test('a slash redirect on its GET is its own answer: the path later probes use stays', async () => {
    answer = 'redirect';
    const ctx = context();
    await probeWrongMethod(ctx);
    expect(ctx.path).toBe(op?.path);
    expect(ctx.session.observations).toMatchObject([{ kind: 'wrong_method', method: 'GET', status: 308 }]);
  });

  test('a 2xx failure envelope on its GET does not make the operation refuse under 2xx', async () => {
    answer = 'envelope';
    const ctx = context();
    await probeWrongMethod(ctx);
    expect(ctx.failureEnvelope).toBe(false);
    expect(ctx.session.observations).toMatchObject([{ kind: 'wrong_method', method: 'GET', status: 200 }]);
  });
});

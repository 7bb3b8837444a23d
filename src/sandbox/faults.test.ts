/**
 * @module Each fault modifier over real HTTP: it breaks its one behaviour, and the same request
 * against the clean sandbox behaves.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FaultName,
  faultNames,
  type SandboxHandle,
  type SandboxOptions,
  startSandbox,
} from './index.ts';

let clean: SandboxHandle;
beforeAll(async () => {
  clean = await startSandbox();
});
afterAll(() => clean.close());

async function withFault<T>(name: FaultName, run: (s: SandboxHandle) => Promise<T>, extra?: SandboxOptions) {
  const s = await startSandbox({ ...extra, faults: [name] });
  try {
    return await run(s);
  } finally {
    await s.close();
  }
}

const note = (s: SandboxHandle, token: string | undefined, body: object, dealId = s.ids.DEAL_ID) => {
  const test = request(s.url).post(`/v1/homes/${dealId}/note`);
  return (token ? test.set('Authorization', `Bearer ${token}`) : test).send(body);
};

describe('faults', () => {
  it('lists nine, and rejects unknown names', async () => {
    expect(faultNames).toHaveLength(9);
    await expect(startSandbox({ faults: ['nope' as FaultName] })).rejects.toThrow(/unknown sandbox fault/);
  });

  it('server-error-on-non-ascii: a non-ASCII string answers 500 with JSON', async () => {
    const body = { note: 'café' };
    expect((await note(clean, clean.tokens.a, body)).status).toBe(201);
    await withFault('server-error-on-non-ascii', async (s) => {
      const res = await note(s, s.tokens.a, body);
      expect(res.status).toBe(500);
      expect(res.body.statusCode).toBe(500);
      expect((await note(s, s.tokens.a, { note: 'cafe' })).status).toBe(201);
    });
  });

  it('auth-bypass: operation 13 accepts no token, other operations still refuse', async () => {
    expect((await note(clean, undefined, { note: 'x' })).status).toBe(401);
    await withFault('auth-bypass', async (s) => {
      expect((await note(s, undefined, { note: 'x' })).status).toBe(201);
      expect((await request(s.url).get(`/v1/homes/${s.ids.DEAL_ID}`)).status).toBe(401);
    });
  });

  it('open-payment-intents: operation 11 creates an intent with no token or a malformed one, others refuse', async () => {
    const intent = (s: SandboxHandle, authorization?: string) => {
      const test = request(s.url).post('/v2/payments/reno/payment-intents');
      return (authorization ? test.set('Authorization', authorization) : test).send({ type: 'monthly' });
    };
    expect((await intent(clean)).status).toBe(401);
    await withFault('open-payment-intents', async (s) => {
      expect((await intent(s)).status).toBe(201);
      expect((await intent(s, 'Bearer not-a-token')).status).toBe(201);
      expect((await intent(s, `Bearer ${s.tokens.a}`)).status).toBe(201);
      expect((await note(s, undefined, { note: 'x' })).status).toBe(401);
    });
  });

  it('html-errors: error bodies are HTML', async () => {
    await withFault('html-errors', async (s) => {
      const res = await note(s, s.tokens.a, { note: '' });
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('<!DOCTYPE html>');
      expect((await note(s, s.tokens.a, { note: 'fine' })).headers['content-type']).toMatch(/json/);
    });
  });

  it('reset-on-negative: a negative number drops the connection', async () => {
    const body = { streetAddress: '1 Main St', state: 'CA', reportType: 'standard', bedrooms: -1 };
    const property = (s: SandboxHandle) =>
      request(s.url).post('/v1/property/').set('Authorization', `Bearer ${s.tokens.a}`).send(body);
    expect((await property(clean)).status).toBe(400);
    await withFault('reset-on-negative', async (s) => {
      await expect(property(s)).rejects.toThrow(/socket hang up|ECONNRESET/);
      expect((await note(s, s.tokens.a, { note: 'ok' })).status).toBe(201);
    });
  });

  it('stack-trace-leak: validation errors carry a stack', async () => {
    expect((await note(clean, clean.tokens.a, {})).body.stack).toBeUndefined();
    await withFault('stack-trace-leak', async (s) => {
      const res = await note(s, s.tokens.a, {});
      expect(res.status).toBe(400);
      expect(res.body.stack).toMatch(/at Object\.<anonymous> \(\/app\/src\/.+\.ts:\d+:\d+\)/);
      expect((await request(s.url).get('/nope')).body.stack).toBeUndefined();
    });
  });

  it('server-error-on-unknown-id: an unknown path id answers 500', async () => {
    const unknown = randomUUID();
    expect((await note(clean, clean.tokens.a, { note: 'x' }, unknown)).status).toBe(404);
    await withFault('server-error-on-unknown-id', async (s) => {
      expect((await note(s, s.tokens.a, { note: 'x' }, unknown)).status).toBe(500);
      expect((await note(s, s.tokens.a, { note: 'x' }, 'not-a-uuid')).status).toBe(400);
    });
  });

  it('cross-tenant-leak: tenant B reads and writes tenant A deals on 12 and 13 only', async () => {
    expect((await note(clean, clean.tokens.b, { note: 'x' })).status).toBe(404);
    await withFault('cross-tenant-leak', async (s) => {
      const auth = `Bearer ${s.tokens.b}`;
      expect((await request(s.url).get(`/v1/homes/${s.ids.DEAL_ID}`).set('Authorization', auth)).status).toBe(
        200,
      );
      expect((await note(s, s.tokens.b, { note: 'x' })).status).toBe(201);
      const esign = await request(s.url)
        .post(`/v1/esignatures/${s.ids.DEAL_ID}`)
        .set('Authorization', auth)
        .send({ primary: {} });
      expect(esign.status).toBe(404);
    });
  });

  it('slow-responses: every answer waits slowMs', async () => {
    await withFault(
      'slow-responses',
      async (s) => {
        const started = Date.now();
        const res = await request(s.url).get('/nope');
        expect(res.status).toBe(404);
        expect(Date.now() - started).toBeGreaterThanOrEqual(190);
      },
      { slowMs: 200 },
    );
  });
});

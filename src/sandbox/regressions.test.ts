/**
 * @module Each regression modifier over real HTTP: it changes its one fact, the published truth says
 * so, and the same request against the clean sandbox behaves as before.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RegressionName,
  regressionNames,
  type SandboxHandle,
  type SandboxOptions,
  startSandbox,
} from './index.ts';

let clean: SandboxHandle;
beforeAll(async () => {
  clean = await startSandbox();
});
afterAll(() => clean.close());

async function withChange<T>(
  name: RegressionName,
  run: (s: SandboxHandle) => Promise<T>,
  extra?: SandboxOptions,
) {
  const s = await startSandbox({ ...extra, regressions: [name] });
  try {
    return await run(s);
  } finally {
    await s.close();
  }
}

const auth = (s: SandboxHandle) => `Bearer ${s.tokens.a}`;
const note = (s: SandboxHandle, body: object, dealId = s.ids.DEAL_ID) =>
  request(s.url).post(`/v1/homes/${dealId}/note`).set('Authorization', auth(s)).send(body);
const referral = (s: SandboxHandle, body: object = {}) =>
  request(s.url)
    .post('/v1/referrals/')
    .set('Authorization', auth(s))
    .send({ referralType: 'buyer', clientEmail: 'a@example.com', ...body });

describe('regressions', () => {
  it('lists twelve, and rejects unknown names', async () => {
    expect(regressionNames).toHaveLength(12);
    await expect(startSandbox({ regressions: ['nope' as RegressionName] })).rejects.toThrow(
      /unknown sandbox regression/,
    );
  });

  it('html-validation-errors: a 400 is an HTML page, a 404 stays JSON', async () => {
    await withChange('html-validation-errors', async (s) => {
      const res = await note(s, { note: '' });
      expect([res.status, res.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
      const missing = await note(s, { note: 'x' }, randomUUID());
      expect([missing.status, missing.headers['content-type']]).toEqual([404, expect.stringMatching(/json/)]);
    });
  });

  it('validation-message-string: the messages are one string', async () => {
    expect((await referral(clean, { x: 1, city: '' })).body.message).toBeInstanceOf(Array);
    await withChange('validation-message-string', async (s) => {
      const res = await referral(s, { x: 1, city: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'property x should not exist, city must be longer than or equal to 1 characters',
      );
    });
  });

  it('problem-json-errors: every error is problem+json with the same status', async () => {
    await withChange('problem-json-errors', async (s) => {
      const res = await note(s, {});
      expect([res.status, res.headers['content-type']]).toEqual([400, 'application/problem+json']);
      expect(JSON.parse(res.text)).toMatchObject({
        status: 400,
        errors: [{ detail: 'note should not be empty' }],
      });
      expect((await request(s.url).get('/nope')).headers['content-type']).toBe('application/problem+json');
      expect(s.truth.errorContentType).toBe('application/problem+json');
    });
  });

  it('body-limit-10k: 10 KiB passes the parser, one byte more is 413', async () => {
    await withChange('body-limit-10k', async (s) => {
      const sized = (n: number) => `{"note":"${'x'.repeat(n - 11)}"}`;
      const post = (text: string) =>
        request(s.url)
          .post(`/v1/homes/${s.ids.DEAL_ID}/note`)
          .set('Authorization', auth(s))
          .type('json')
          .send(text);
      expect((await post(sized(10_240))).status).toBe(400); // over maxLength: parsed, then validated
      expect((await post(sized(10_241))).status).toBe(413);
      expect(s.truth.maxBodyBytes).toBe(10_240);
    });
  });

  it('rate-limit-100: the headers and the truth say 100 a minute', async () => {
    await withChange('rate-limit-100', async (s) => {
      const res = await request(s.url).get('/nope');
      expect(res.headers['ratelimit-limit']).toBe('100');
      expect(s.truth.rateLimit).toEqual({ limit: 100, windowSeconds: 60 });
    });
  });

  it('slow-endpoint: operation 21 waits slowEndpointMs, others do not', async () => {
    await withChange(
      'slow-endpoint',
      async (s) => {
        const timed = async (path: string) => {
          const started = Date.now();
          await request(s.url).get(path).set('Authorization', auth(s));
          return Date.now() - started;
        };
        expect(await timed('/v1/notifications/upsert-notification-subscribers')).toBeGreaterThanOrEqual(1990);
        expect(await timed(`/v1/homes/${s.ids.DEAL_ID}`)).toBeLessThan(1990);
      },
      { slowEndpointMs: 2000 },
    );
  });

  it('strip-unknown-fields: an unknown field is dropped, not rejected', async () => {
    expect((await note(clean, { note: 'x', extra: 1 })).status).toBe(400);
    await withChange('strip-unknown-fields', async (s) => {
      const res = await note(s, { note: 'x', extra: 1 });
      expect(res.status).toBe(201);
      expect(res.body.extra).toBeUndefined();
      expect(s.truth.operations['13']?.request?.additionalProperties).toBe(true);
    });
  });

  it('success-200: operation 2 answers 200', async () => {
    expect((await referral(clean)).status).toBe(201);
    await withChange('success-200', async (s) => {
      expect((await referral(s)).status).toBe(200);
      expect(s.truth.operations['2']?.successStatus).toBe(200);
    });
  });

  it('auth-dropped: operation 16 is public, 13 is not', async () => {
    await withChange('auth-dropped', async (s) => {
      const visit = await request(s.url).post(`/v1/onsite-visit/${s.ids.SESSION_ID}/image-notes`).send({});
      expect(visit.status).toBe(201);
      expect((await request(s.url).post(`/v1/homes/${s.ids.DEAL_ID}/note`).send({ note: 'x' })).status).toBe(
        401,
      );
      expect(s.truth.operations['16']?.auth).toBe('none');
    });
  });

  it('new-required-field: operation 13 wants an author', async () => {
    await withChange('new-required-field', async (s) => {
      expect((await note(s, { note: 'x' })).body.message).toEqual(['author should not be empty']);
      expect((await note(s, { note: 'x', author: 'Pat' })).status).toBe(201);
      expect(s.truth.operations['13']?.request?.required).toEqual(['note', 'author']);
    });
  });

  it('not-found-400: an unknown deal on operation 12 is a 400, on 13 still a 404', async () => {
    await withChange('not-found-400', async (s) => {
      const home = await request(s.url).get(`/v1/homes/${randomUUID()}`).set('Authorization', auth(s));
      expect([home.status, home.body.message]).toEqual([400, 'Deal not found']);
      expect((await note(s, { note: 'x' }, randomUUID())).status).toBe(404);
      expect(s.truth.operations['12']?.notFoundStatus).toBe(400);
    });
  });

  it('operation-removed: operation 17 is a 404 route and gone from the truth', async () => {
    await withChange('operation-removed', async (s) => {
      const res = await request(s.url)
        .post(`/v1/rma/${s.ids.RMA_ID}/contract/send`)
        .set('Authorization', auth(s));
      expect([res.status, res.body.message]).toEqual([
        404,
        `Cannot POST /v1/rma/${s.ids.RMA_ID}/contract/send`,
      ]);
      expect(s.truth.operations['17']).toBeUndefined();
    });
  });
});

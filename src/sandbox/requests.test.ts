/**
 * @module Request handling over real HTTP: class-validator messages reported all at once, strict
 * types, created records usable later, path id checks (400 malformed, 404 unknown), GET bodies read,
 * side effects recorded, routing and versioning 404s.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxHandle, startSandbox } from './index.ts';

let sbx: SandboxHandle;
beforeAll(async () => {
  sbx = await startSandbox();
});
afterAll(() => sbx.close());

const post = (path: string, body?: unknown) =>
  request(sbx.url)
    .post(path)
    .set('Authorization', `Bearer ${sbx.tokens.a}`)
    .send(body as object);
const property = { streetAddress: '12 Elm Street', state: 'CA', reportType: 'standard' };

describe('validation', () => {
  it('reports every bad field at once, in class-validator wording', async () => {
    const res = await post('/v1/property/', {
      streetAddress: 'ab',
      bedrooms: 21,
      yearBuilt: 1999.5,
      application: 'WEB',
      reportType: 'standard',
      foo: 1,
    });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual({
      statusCode: 400,
      message: [
        'property foo should not exist',
        'streetAddress must be longer than or equal to 3 characters',
        'state should not be empty',
        'bedrooms must not be greater than 20',
        'yearBuilt must be an integer number',
        'application must be one of the following values: web, ios, android',
      ],
      error: 'Bad Request',
    });
  });

  it('never coerces types', async () => {
    const res = await post('/v1/referrals/', {
      referralType: 'buyer',
      clientEmail: 'x@example.com',
      zipCode: 12345,
    });
    expect(res.body.message).toEqual(['zipCode must be a string']);
    const bad = await post('/v1/estimates/migrate-products', { dryRun: 'false', changeOrderIds: 'a,b' });
    expect(bad.body.message).toEqual(['dryRun must be a boolean value', 'changeOrderIds must be an array']);
    const items = await post('/v1/estimates/migrate-products', { changeOrderIds: ['a', 2] });
    expect(items.body.message).toEqual(['each value in changeOrderIds must be a string']);
  });

  it('rejects a body that is not an object', async () => {
    for (const body of [[], [1], '"text"', '5', 'null']) {
      const res = await post('/v1/referrals/', undefined).set('Content-Type', 'application/json').send(body);
      expect(res.status, String(body)).toBe(400);
      expect(res.body.message).toEqual(['an unknown value was passed to the validate function']);
    }
  });

  it('treats prototype keys as plain unknown fields', async () => {
    const res = await post('/v1/property/', undefined)
      .set('Content-Type', 'application/json')
      .send('{"__proto__":{"admin":true},"constructor":{"prototype":{}},"streetAddress":"12 Elm"}');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('property __proto__ should not exist');
    expect(res.body.message).toContain('property constructor should not exist');
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('records', () => {
  it('creates a report (201) that later operations accept', async () => {
    const created = await post('/v1/property/', property);
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await post(`/v1/property/log/pdf/${created.body.id}`, { country: 'US' })).status).toBe(201);
    const done = await post('/v1/property/complete-report', { reportId: created.body.id });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
  });

  it('checks body report ids: UUID first (400), then existence (404)', async () => {
    const malformed = await post('/v1/vision-ai/neighbor-report-with-photos-finish', { reportId: 'r-1' });
    expect(malformed.body).toEqual({
      statusCode: 400,
      message: ['reportId must be a UUID'],
      error: 'Bad Request',
    });
    const unknown = await post('/v1/vision-ai/neighbor-report-with-photos-finish', {
      reportId: randomUUID(),
    });
    expect(unknown.body).toEqual({ statusCode: 404, message: 'Report not found', error: 'Not Found' });
  });

  it('answers 400 for a malformed path id and 404 for an unknown one', async () => {
    const malformed = await post('/v2/vision-ai/rejected-report-note/123', { note: 'n' });
    expect(malformed.body).toEqual({
      statusCode: 400,
      message: ['recordId must be a UUID'],
      error: 'Bad Request',
    });
    const unknown = await post(`/v2/vision-ai/rejected-report-note/${randomUUID()}`, { note: 'n' });
    expect(unknown.body).toEqual({ statusCode: 404, message: 'Record not found', error: 'Not Found' });
    const upper = await post(`/v2/vision-ai/rejected-report-note/${sbx.ids.RECORD_ID.toUpperCase()}`, {
      note: 'n',
    });
    expect(upper.status).toBe(201);
  });

  it('records side effects, and none for a dry run', async () => {
    const log = sbx.state.tenants.a.log;
    await post('/v1/marketing-center/send-mms', { templateId: 't1', phone: '+15550100' }).expect(201);
    expect(log.list('send-mms')).toHaveLength(1);
    await post('/v1/estimates/migrate-products', { dryRun: true, changeOrderIds: ['c1'] }).expect(200);
    expect(log.list('migrate-products')).toHaveLength(0);
    await post('/v1/estimates/migrate-products', { changeOrderIds: ['c1'] }).expect(200);
    expect(log.list('migrate-products')).toHaveLength(1);
  });
});

describe('GET bodies', () => {
  const realtor = () => request(sbx.url).get(`/v1/realtors/${sbx.ids.CONTACT_ID}`);

  it('validates the body of GET /v1/realtors/{contactId}', async () => {
    const res = await realtor().send({ clientEmail: 'nope', referralType: 'buyer' });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([
      'clientEmail must be an email',
      'referralType must be one of the following values: Buyer, Seller',
    ]);
    const ok = await realtor().send({ clientEmail: 'a@example.com', referralType: 'Buyer', realtorId: 'r9' });
    expect(ok.status).toBe(200);
    expect(ok.body.realtorId).toBe('r9');
  });

  it('treats a GET without a body as {}', async () => {
    const res = await realtor();
    expect(res.body.message).toEqual(['clientEmail should not be empty', 'referralType should not be empty']);
    const home = await request(sbx.url)
      .get(`/v1/homes/${sbx.ids.DEAL_ID}`)
      .set('Authorization', `Bearer ${sbx.tokens.a}`);
    expect(home.status).toBe(200);
  });
});

describe('routing', () => {
  it.each([
    ['POST', '/v1/payments/reno/payment-intents'],
    ['POST', '/v2/property/'],
    ['GET', '/v1/property/'],
    ['PUT', '/v1/property/'],
    ['GET', '/nope'],
    ['GET', '/V1/meetings/'],
  ])('answers 404 Cannot %s %s, even before auth', async (method, path) => {
    const res = await request(sbx.url)[method.toLowerCase() as 'get'](path);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: `Cannot ${method} ${path}`, error: 'Not Found' });
  });

  it('matches with or without the trailing slash, ignoring the query', async () => {
    expect((await post('/v1/property', property)).status).toBe(201);
    expect((await post('/v1/property/?x=1', property)).status).toBe(201);
  });

  it('answers the success-marked DELETEs with { success: true }', async () => {
    for (const path of ['/v2/payments/reno/remove-subscription', '/v1/crm-provider/deactivate']) {
      const res = await request(sbx.url).delete(path).set('Authorization', `Bearer ${sbx.tokens.b}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
    }
  });
});

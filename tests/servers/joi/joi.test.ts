/**
 * @module The Joi server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested `primary`/`bookedBy` fields included, `null` rejected
 * everywhere), and its Express + celebrate conventions (first Joi message only, unknown keys and
 * `''` rejected at every level, JSON parsed before routing, params before body, HTML 400/404/413)
 * hold over real HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Exchange, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { acceptedAs, checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { poster } from '../support/rows.ts';
import { selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { startJoiServer } from './index.ts';

function failure(ex: Exchange, segment: 'body' | 'params'): { keys: string[]; message: string } | undefined {
  if (ex.status !== 400 || !isObject(ex.json) || !isObject(ex.json.validation)) return undefined;
  const found = ex.json.validation[segment];
  return isObject(found) && Array.isArray(found.keys)
    ? (found as { keys: string[]; message: string })
    : undefined;
}

const JOI: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: acceptedAs(),
  rejected: (ex, path) => failure(ex, 'body')?.keys[0] === path.join('.'),
  notFound: (ex) => ex.status === 404 && isObject(ex.json) && ex.json.error === 'Not Found',
  malformedId: (ex) => failure(ex, 'params') !== undefined,
  malformedIgnoredBody: (ex) =>
    ex.status === 400 && (ex.headers['content-type'] ?? '').startsWith('text/html'),
  nullRejected: true,
  unknownId: (id) => `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`,
};

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };

const current = selfTest('joi', {
  start: () => startJoiServer(),
  check: (s, op) => checkModelOperation(s, op, JOI),
  publishes: (server) => {
    expect(Object.keys(server.truth.operations)).toHaveLength(21);
    expect(server.truth).toMatchObject({ maxBodyBytes: 102_400, errorContentType: 'application/json' });
    expect(server.truth.operations['14']?.request?.properties.primary).toEqual({
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        name: { type: 'string', minLength: 1, maxLength: 100 },
        phone: { type: 'string', minLength: 10, maxLength: 15 },
      },
      required: ['email', 'name'],
      additionalProperties: false,
    });
    expect(server.truth.operations['1']?.request?.properties.rejectedReason).toEqual({
      type: 'string',
      minLength: 1,
      maxLength: 300,
    });
  },
});
let server: ReturnType<typeof current>;
beforeAll(() => {
  server = current();
});

const post = poster(() => server);
const message = (ex: Exchange) => failure(ex, 'body')?.message;

describe('joi server conventions', () => {
  it("answers 400 with celebrate's body and the first Joi message only, nested labels included", async () => {
    const esign = await post(`/v1/esignatures/${server.ids.DEAL_ID}`, {
      primary: { email: 'a@b', name: '', foo: 1 },
    });
    expect(esign.json).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      validation: {
        body: { source: 'body', keys: ['primary.email'], message: '"primary.email" must be a valid email' },
      },
    });
    const fixed = { primary: { email: 'pat@example.com', name: 'Pat', foo: 1 } };
    expect(message(await post(`/v1/esignatures/${server.ids.DEAL_ID}`, fixed))).toBe(
      '"primary.foo" is not allowed',
    );
    expect(message(await post('/v1/property/', { ...property, reportType: 'Standard' }))).toBe(
      '"reportType" must be one of [standard, rejected, premium]',
    );
    expect(message(await post('/v1/property/', { ...property, rejectedReason: '' }))).toBe(
      '"rejectedReason" is not allowed to be empty',
    );
    expect(message(await post('/v1/property/', { ...property, yearBuilt: null }))).toBe(
      '"yearBuilt" must be a number',
    );
  });

  it('converts like Joi: numbers and booleans sent as strings pass', async () => {
    expect((await post('/v1/property/', { ...property, bedrooms: '4' })).json).toMatchObject({ bedrooms: 4 });
    expect((await post('/v1/estimates/migrate-products', { dryRun: 'true' })).status).toBe(200);
  });

  it('parses JSON before routing on every method: malformed JSON or a scalar is an HTML 400', async () => {
    const home = { method: 'GET', path: `/v1/homes/${server.ids.DEAL_ID}`, token: server.tokens.a } as const;
    const broken = await send(server.url, { ...home, raw: '{"x":' });
    expect([
      broken.status,
      broken.headers['content-type'],
      broken.text.includes('<pre>Bad Request</pre>'),
    ]).toEqual([400, 'text/html; charset=utf-8', true]);
    expect((await send(server.url, { ...home, raw: '"text"' })).status).toBe(400);
    expect((await send(server.url, { ...home, json: { associatedObjectId: 'x' } })).status).toBe(200);
    const missing = await send(server.url, { method: 'GET', path: '/nowhere', token: server.tokens.a });
    expect([missing.status, missing.text.includes('Cannot GET /nowhere')]).toEqual([404, true]);
  });

  it('checks the path id before the body and looks the record up after both', async () => {
    const bad = await post('/v1/homes/xyz/note', { note: '' });
    expect(failure(bad, 'params')).toEqual({
      source: 'params',
      keys: ['dealId'],
      message: '"dealId" must only contain hexadecimal characters',
    });
    const other = `/v1/homes/${server.idsB.DEAL_ID}/note`;
    expect(message(await post(other, { note: '' }))).toBe('"note" is not allowed to be empty');
    expect((await post(other, { note: 'hello' })).status).toBe(404);
  });

  it('challenges like passport-http-bearer; meetings (8) is public, realtors (18) is not', async () => {
    const path = '/v1/notifications/upsert-notification-subscribers';
    const none = await send(server.url, { method: 'GET', path });
    expect([none.status, none.text, none.headers['www-authenticate']]).toEqual([
      401,
      'Unauthorized',
      'Bearer realm="Users"',
    ]);
    const meeting = { calendar: 'c', timezone: 'UTC', startTime: 0 };
    expect((await send(server.url, { method: 'GET', path: '/v1/meetings/', json: meeting })).status).toBe(
      200,
    );
    const realtor = `/v1/realtors/${server.ids.CONTACT_ID}`;
    expect(
      (await send(server.url, { method: 'GET', path: realtor, json: { referralType: 'buyer' } })).status,
    ).toBe(401);
  });

  it('answers a body over 100 kB with an HTML 413, on any route', async () => {
    const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
    const base = { method: 'POST', path: '/v1/estimates/migrate-products', token: server.tokens.a } as const;
    expect((await send(server.url, { ...base, raw: jsonOfSize(make, 102_400) })).status).toBe(200);
    const over = await send(server.url, { ...base, raw: jsonOfSize(make, 102_401) });
    expect([over.status, over.headers['content-type']]).toEqual([413, 'text/html; charset=utf-8']);
  });

  it('sends draft-6 RateLimit headers and a 429 when the limiter is on', async () => {
    await expectThrottle(startJoiServer, {
      limit: { limit: 2, windowSeconds: 60 },
      row: ['GET /v1/notifications/upsert-notification-subscribers', undefined, 200],
      under: (ex, i) => expect(ex.headers['ratelimit-remaining']).toBe(String(1 - i)),
      over: (ex) =>
        expect([ex.headers['ratelimit-limit'], ex.text]).toEqual([
          '2',
          'Too many requests, please try again later.',
        ]),
    });
  });
});

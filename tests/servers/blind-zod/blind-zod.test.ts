/**
 * @module The blind-zod server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nullability from the same rules table), and its Express + zod
 * conventions (ZodError issue lists, Bearer challenges, 201 + Location, 204, IETF RateLimit headers,
 * cuid ids, 415, 1 MiB bodies) hold over real HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationNumber } from '../shared/rules.ts';
import { type Exchange, send } from '../support/exchange.ts';
import { checkFlatOperation, type FlatDialect } from '../support/flat-check.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { ask, poster } from '../support/rows.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { startBlindZodServer, ZOD_RULES } from './index.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };

function zodError(ex: Exchange): { code: string; path: unknown[]; message: string }[] | undefined {
  if (ex.status !== 400 || !isObject(ex.json) || !isObject(ex.json.error)) return undefined;
  const { name, issues } = ex.json.error;
  return name === 'ZodError' && Array.isArray(issues) && issues.length > 0 ? issues : undefined;
}

/** One zod issue: its code, where (`primary.email`), its message and its other fields. */
const issue = (code: string, path: string, message: string, extra: object = {}) => ({
  code,
  ...extra,
  path: path === '' ? [] : path.split('.'),
  message,
});

function errorName(ex: Exchange): unknown {
  return isObject(ex.json) && isObject(ex.json.error) ? ex.json.error.name : undefined;
}

const ZOD: FlatDialect = {
  accepted: (ex, op) => {
    if (ex.status !== op.successStatus) return false;
    if (op.successStatus === 204) return ex.text === '';
    if (!isObject(ex.json) || Object.hasOwn(ex.json, 'error') || Object.hasOwn(ex.json, 'data')) return false;
    return op.successStatus !== 201 || (ex.headers.location ?? '').endsWith(`/${String(ex.json.id)}`);
  },
  rejected: (ex, _op, field) => {
    const issues = zodError(ex);
    return issues !== undefined && (field === undefined || issues.some((issue) => issue.path[0] === field));
  },
  nullAccepted: (op, field) => {
    const body = ZOD_RULES[op as OperationNumber].body;
    return body.kind === 'object' && body.shape[field]?.nullable === true;
  },
  notFound: (ex, op) => ex.status === op.notFoundStatus && errorName(ex) === 'NotFound',
  malformedId: (ex) => zodError(ex)?.[0]?.code === 'invalid_string',
  unauthorized: (ex) => ex.status === 401,
};

const property = { streetAddress: '1 Main Street', state: 'CA', bedrooms: 3, reportType: 'standard' };

const current = selfTest('blind-zod', {
  start: () => startBlindZodServer({ rateLimit: DISCOVERY_LIMIT }),
  check: (s, op) => checkFlatOperation(s, op, ZOD),
  publishes: (server) => {
    expect(server.truth.rateLimit).toEqual(DISCOVERY_LIMIT);
    expect(server.truth.maxBodyBytes).toBe(1_048_576);
    expect(server.truth.errorContentType).toBe('application/json');
    expect(server.ids.DEAL_ID).toMatch(/^c[a-z0-9]{24}$/);
    expect(server.truth.operations['12']?.getBody).toBe('ignored');
    expect(server.truth.operations['8']?.getBody).toBe('honored');
    expect(server.truth.operations['18']).toMatchObject({ auth: 'none', getBody: 'honored' });
  },
  sequential: createProperty(property),
});
let server: ReturnType<typeof current>;
beforeAll(() => {
  server = current();
});
const post = poster(current);

describe('blind-zod server conventions', () => {
  it('lists every issue at once, in zod 3 wording', async () => {
    const ex = await post('/v1/property/', { ...property, bedrooms: 11, state: 'C', foo: 1, bar: 2 });
    expect(ex.json).toEqual({
      error: {
        name: 'ZodError',
        issues: [
          issue('too_small', 'state', 'String must contain exactly 2 character(s)', {
            minimum: 2,
            type: 'string',
            inclusive: true,
            exact: true,
          }),
          issue('too_big', 'bedrooms', 'Number must be less than or equal to 10', {
            maximum: 10,
            type: 'number',
            inclusive: true,
            exact: false,
          }),
          issue('unrecognized_keys', '', "Unrecognized key(s) in object: 'foo', 'bar'", {
            keys: ['foo', 'bar'],
          }),
        ],
      },
    });
    const referral = await post('/v1/referrals/', {
      referralType: 'Buyer',
      clientEmail: 'x',
      zipCode: 12345,
    });
    expect(zodError(referral)).toEqual([
      issue(
        'invalid_enum_value',
        'referralType',
        "Invalid enum value. Expected 'buyer' | 'seller' | 'landlord', received 'Buyer'",
        { options: ['buyer', 'seller', 'landlord'], received: 'Buyer' },
      ),
      issue('invalid_string', 'clientEmail', 'Invalid email', { validation: 'email' }),
      issue('invalid_type', 'zipCode', 'Expected string, received number', {
        expected: 'string',
        received: 'number',
      }),
    ]);
    expect(zodError(await post('/v1/referrals/', {}))?.map((issue) => issue.message)).toEqual([
      'Required',
      'Required',
      'Required',
    ]);
  });

  it('hides the bounds of yearBuilt behind a custom "Invalid year" (real range 1850–2030)', async () => {
    for (const yearBuilt of [1849, 2031]) {
      const ex = await post('/v1/property/', { ...property, yearBuilt });
      expect(zodError(ex)).toEqual([issue('custom', 'yearBuilt', 'Invalid year')]);
    }
    for (const yearBuilt of [1850, 2030, null]) {
      expect((await post('/v1/property/', { ...property, yearBuilt })).status).toBe(201);
    }
  });

  it('counts string lengths in UTF-16 code units, as zod does', async () => {
    const path = `/v1/homes/${server.ids.DEAL_ID}/note`;
    expect((await post(path, { note: '💥'.repeat(140) })).status).toBe(201);
    expect(zodError(await post(path, { note: '💥'.repeat(141) }))?.[0]?.code).toBe('too_big');
  });

  it('answers creates with 201, a Location header and the flat record; DELETEs with 204', async () => {
    const created = await post('/v1/property/', property);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...property, status: 'draft' });
    const id = isObject(created.json) ? String(created.json.id) : '';
    expect(created.headers.location).toBe(`/v1/property/${id}`);
    expect((await post(`/v1/property/log/view/${id}`, {})).status).toBe(200);
    const removed = await send(server.url, {
      method: 'DELETE',
      path: '/v2/payments/reno/remove-subscription',
      token: server.tokens.a,
    });
    expect([removed.status, removed.text]).toEqual([204, '']);
    const subscribers = await send(server.url, {
      method: 'GET',
      path: '/v1/notifications/upsert-notification-subscribers',
      token: server.tokens.a,
    });
    expect(subscribers.json).toMatchObject({
      subscribers: [{ channel: 'email' }, { channel: 'sms' }],
      count: 2,
    });
  });

  it('challenges a missing token and flags a bad one, even on the public operation 18', async () => {
    const none = await send(server.url, { method: 'POST', path: '/v1/property/', json: property });
    expect([none.status, none.headers['www-authenticate'], errorName(none)]).toEqual([
      401,
      'Bearer realm="api"',
      'Unauthorized',
    ]);
    const bad = await post('/v1/property/', property, 'nope');
    expect(bad.status).toBe(401);
    expect(bad.headers['www-authenticate']).toContain('error="invalid_token"');
    const realtor = { method: 'GET', path: `/v1/realtors/${server.idsB.CONTACT_ID}` } as const;
    const json = { referralType: 'Buyer' };
    expect((await send(server.url, { ...realtor, json })).status).toBe(200);
    expect((await send(server.url, { ...realtor, json, token: 'nope' })).status).toBe(401);
    expect((await send(server.url, { ...realtor, json, token: server.tokens.a })).status).toBe(404);
  });

  it('reads GET bodies on 8 and 18 but not on 12', async () => {
    const get = (path: string, raw: string) =>
      send(server.url, { method: 'GET', path, token: server.tokens.a, raw });
    expect(zodError(await get('/v1/meetings/', '{"calendar":""}'))).toBeDefined();
    expect(errorName(await get(`/v1/realtors/${server.ids.CONTACT_ID}`, '{'))).toBe('SyntaxError');
    expect((await get(`/v1/homes/${server.ids.DEAL_ID}`, '{')).status).toBe(200);
  });

  it('answers malformed JSON with 400 SyntaxError and a non-JSON body with 415', async () => {
    const base = { method: 'POST', path: '/v1/property/', token: server.tokens.a } as const;
    const broken = await send(server.url, { ...base, raw: '{"streetAddress":' });
    expect([broken.status, errorName(broken)]).toEqual([400, 'SyntaxError']);
    const typed = await send(server.url, {
      ...base,
      raw: JSON.stringify(property),
      contentType: 'text/plain',
    });
    expect([typed.status, errorName(typed)]).toEqual([415, 'UnsupportedMediaTypeError']);
    const vendor = await send(server.url, {
      ...base,
      raw: JSON.stringify(property),
      contentType: 'application/vnd.api+json; charset=utf-8',
    });
    expect(vendor.status).toBe(201);
  });

  it('routes like Express: case-insensitive, optional trailing slash, JSON 404 elsewhere', async () => {
    expect((await post('/V1/Property', property)).status).toBe(201);
    expect((await post(`/v1/homes/${server.ids.DEAL_ID}/note/`, { note: 'hi' })).status).toBe(201);
    const missing = await post('/v2/property/', property);
    expect([missing.status, errorName(missing)]).toEqual([404, 'NotFound']);
  });

  it('rejects a body one byte over maxBodyBytes with 413, on any route', async () => {
    const make = (pad: string) => ({ changeOrderIds: [pad] });
    const base = { method: 'POST', path: '/v1/estimates/migrate-products', token: server.tokens.a } as const;
    expect((await send(server.url, { ...base, raw: jsonOfSize(make, 1_048_576) })).status).toBe(200);
    const over = await send(server.url, { ...base, raw: jsonOfSize(make, 1_048_577) });
    expect([over.status, errorName(over)]).toEqual([413, 'PayloadTooLargeError']);
    const home = { method: 'GET', path: `/v1/homes/${server.ids.DEAL_ID}`, token: server.tokens.a } as const;
    expect((await send(server.url, { ...home, raw: jsonOfSize(make, 1_048_576) })).status).toBe(200);
    expect((await send(server.url, { ...home, raw: jsonOfSize(make, 1_048_577) })).status).toBe(413);
  });
});

describe('blind-zod server rate limit', () => {
  it('publishes nothing when turned off, and the body limit it was given', async () => {
    const off = await startBlindZodServer({ rateLimit: false, maxBodyBytes: 100 });
    try {
      expect(off.truth.rateLimit).toBeUndefined();
      expect(off.truth.maxBodyBytes).toBe(100);
      const ex = await send(off.url, {
        method: 'GET',
        path: '/v1/meetings/',
        token: off.tokens.a,
        raw: '{}',
      });
      expect(Object.keys(ex.headers).filter((name) => name.startsWith('ratelimit'))).toEqual([]);
      const big = { method: 'POST', path: '/v1/estimates/migrate-products', token: off.tokens.a } as const;
      const make = (pad: string) => ({ changeOrderIds: [pad] });
      expect((await send(off.url, { ...big, raw: jsonOfSize(make, 100) })).status).toBe(200);
      expect((await send(off.url, { ...big, raw: jsonOfSize(make, 101) })).status).toBe(413);
    } finally {
      await off.close();
    }
  });

  it('sends RateLimit-Policy and RateLimit on every response, then 429 with Retry-After, per token', async () => {
    const row = ['GET /v1/notifications/upsert-notification-subscribers', undefined, 200] as const;
    await expectThrottle(startBlindZodServer, {
      defaults: { limit: 1000, windowSeconds: 60 },
      limit: { limit: 5, windowSeconds: 1 },
      row,
      under: (ex, i) =>
        expect([ex.headers['ratelimit-policy'], ex.headers.ratelimit]).toEqual([
          '"default";q=5;w=1',
          `"default";r=${4 - i};t=1`,
        ]),
      over: async (ex, limited) => {
        expect([errorName(ex), ex.headers.ratelimit]).toEqual(['TooManyRequests', '"default";r=0;t=1']);
        expect(Number(ex.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        const anonymous = await ask(limited, [...row, undefined, { as: 'none' }]);
        expect(anonymous.headers.ratelimit).toBe('"default";r=4;t=1');
      },
    });
  });
});

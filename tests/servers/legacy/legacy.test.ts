/**
 * @module The legacy server keeps its word: every operation behaves as its truth says, and its
 * conventions hold over HTTP: every answer is 200 with a `{success}` envelope (validation, unknown
 * or foreign ids, missing or bad tokens, unknown routes), 409 only for operation 5's validation,
 * public 8 and 18, closed sets 11 and 18 that never name their values, and no 5xx on anything.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import type { Dialect } from '../support/conformance.ts';
import { type Exchange, type Outgoing, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { selfTest } from '../support/self-test.ts';
import { startLegacyServer } from './index.ts';

function isFailure(ex: Exchange, status: number, error?: string | RegExp): boolean {
  if (ex.status !== status || ex.headers['content-type'] !== 'application/json') return false;
  if (!isObject(ex.json) || ex.json.success !== false || typeof ex.json.error !== 'string') return false;
  if (error === undefined) return true;
  return typeof error === 'string' ? ex.json.error === error : error.test(ex.json.error);
}

const LEGACY_DIALECT: Dialect = {
  accepted: (ex) => ex.status === 200 && isObject(ex.json) && ex.json.success === true && 'data' in ex.json,
  rejected: (ex, op) => isFailure(ex, op.validationStatus ?? 200),
};

const current = selfTest('legacy', {
  start: () => startLegacyServer(),
  check: LEGACY_DIALECT,
  publishes: (server) => {
    // Every status 200 but operation 5's validation (409).
    const statuses = Object.values(server.truth.operations).flatMap((op) => [
      op.successStatus,
      op.noTokenStatus,
      op.notFoundStatus,
      op.validationStatus,
    ]);
    expect([...new Set(statuses)].filter((s) => s !== undefined).sort()).toEqual([200, 409]);
    expect(server.truth.operations['5']?.validationStatus).toBe(409);
    expect(server.truth.rateLimit).toBeUndefined();
    expect(server.ids.DEAL_ID).toMatch(/^DL-[0-9A-F]{8}$/);
  },
});
let server: ReferenceServerHandle;
beforeAll(() => {
  server = current();
});

const post = (path: string, json: unknown, token: string | undefined = server.tokens.a): Promise<Exchange> =>
  send(server.url, { method: 'POST', path, token, json });

describe('legacy server conventions', () => {
  const note = (dealId: string, token?: string) => post(`/v1/homes/${dealId}/note`, { note: 'hello' }, token);

  it('answers a missing or bad token with 200 {success:false, error:"Not authenticated"}', async () => {
    for (const token of [undefined, `${server.tokens.a}x`]) {
      const sends: Outgoing[] = [
        { method: 'POST', path: '/v1/property/', token, json: { streetAddress: '1 Main', bedrooms: 2 } },
        { method: 'DELETE', path: '/v1/crm-provider/deactivate', token },
        { method: 'GET', path: `/v1/homes/${server.ids.DEAL_ID}`, token },
      ];
      for (const out of sends)
        expect(isFailure(await send(server.url, out), 200, 'Not authenticated')).toBe(true);
    }
    const property = await post('/v1/property/', { streetAddress: '1 Main', bedrooms: 2 }, undefined);
    expect(property.headers['www-authenticate']).toBeUndefined();
  });

  it('answers unknown, malformed and other-tenant ids with 200 "<Kind> not found", before validation', async () => {
    for (const id of [server.idsB.DEAL_ID, 'DL-00000000', 'not an id']) {
      expect(isFailure(await note(encodeURIComponent(id)), 200, 'Deal not found')).toBe(true);
    }
    const invalid = await post(`/v1/homes/${server.idsB.DEAL_ID}/note`, { note: '' });
    expect(isFailure(invalid, 200, 'Deal not found')).toBe(true);
    const view = await post(
      `/v1/property/log/view/${server.idsB.REPORT_ID}`,
      { country: 'US' },
      server.tokens.b,
    );
    expect(LEGACY_DIALECT.accepted(view, server.truth.operations['3']!)).toBe(true);
    expect(isFailure(await note(server.ids.DEAL_ID, server.tokens.b), 200, 'Deal not found')).toBe(true);
  });

  it('serves 8 and 18 without a token (18 then sees every tenant), not 21', async () => {
    const meetings = await send(server.url, {
      method: 'GET',
      path: '/v1/meetings/',
      json: { calendar: 'main' },
    });
    const realtor = await send(server.url, {
      method: 'GET',
      path: `/v1/realtors/${server.idsB.CONTACT_ID}`,
      json: { referralType: 'Seller' },
    });
    for (const ex of [meetings, realtor])
      expect(LEGACY_DIALECT.accepted(ex, server.truth.operations['8']!)).toBe(true);
    const subscribers = await send(server.url, {
      method: 'GET',
      path: '/v1/notifications/upsert-notification-subscribers',
    });
    expect(isFailure(subscribers, 200, 'Not authenticated')).toBe(true);
  });

  it('names the first problem in CodeIgniter words; lists the values of one closed set only', async () => {
    const cases: [string, unknown, string][] = [
      ['/v1/property/', { bedrooms: 2 }, 'The streetAddress field is required.'],
      [
        '/v1/property/',
        { streetAddress: '1 Main', bedrooms: 11 },
        'The bedrooms field must contain a number less than or equal to 10.',
      ],
      [
        '/v1/property/',
        { streetAddress: '1 Main', bedrooms: 2.5 },
        'The bedrooms field must contain an integer.',
      ],
      [
        '/v1/referrals/',
        { referralType: 'Buyer', clientEmail: 'pat@example.com' },
        'The referralType field must be one of: buyer, seller, renter.',
      ],
      [
        '/v1/referrals/',
        { referralType: 'buyer', clientEmail: 'pat' },
        'The clientEmail field must contain a valid email address.',
      ],
      ['/v2/payments/reno/payment-intents', { type: 'monthly' }, 'Unsupported payment type.'],
      ['/v2/payments/reno/payment-intents', {}, 'The type field is required.'],
    ];
    for (const [path, json, error] of cases) expect(isFailure(await post(path, json), 200, error)).toBe(true);
    const realtor = await send(server.url, {
      method: 'GET',
      path: `/v1/realtors/${server.ids.CONTACT_ID}`,
      json: { referralType: 'buyer' },
    });
    expect(isFailure(realtor, 200, 'Invalid referral type.')).toBe(true);
    expect(
      LEGACY_DIALECT.accepted(
        await post('/v2/payments/reno/payment-intents', { type: 'month-starter' }),
        server.truth.operations['11']!,
      ),
    ).toBe(true);
  });

  it('validates operation 5 with 409 {success:false}', async () => {
    const path = '/v1/property/complete-report';
    expect(isFailure(await post(path, { id: 'a' }), 409, 'The reportId field is required.')).toBe(true);
    expect(isFailure(await post(path, { id: 'a', reportId: 'r'.repeat(41) }), 409, /cannot exceed 40/)).toBe(
      true,
    );
    expect((await post(path, { id: 'a', reportId: 'b' })).status).toBe(200);
  });

  it('ignores unknown fields and the content type; malformed JSON, unknown routes and big bodies are 200 failures', async () => {
    const base = { method: 'POST', path: '/v1/property/', token: server.tokens.a } as const;
    const body = JSON.stringify({ streetAddress: '1 Main', bedrooms: 2, zz: 1 });
    expect((await send(server.url, { ...base, raw: body, contentType: 'text/plain' })).json).toMatchObject({
      success: true,
    });
    expect(
      isFailure(await send(server.url, { ...base, raw: '{"bedrooms":' }), 200, 'Invalid JSON payload.'),
    ).toBe(true);
    expect(
      isFailure(await send(server.url, { ...base, path: '/v3/property/' }), 200, 'Unknown method.'),
    ).toBe(true);
    expect(isFailure(await send(server.url, { ...base, method: 'GET' }), 200, 'Unknown method.')).toBe(true);
    const migrate = {
      method: 'POST',
      path: '/v1/estimates/migrate-products',
      token: server.tokens.a,
    } as const;
    const make = (pad: string) => ({ dryRun: true, changeOrderIds: [pad] });
    expect((await send(server.url, { ...migrate, raw: jsonOfSize(make, 262_144) })).json).toMatchObject({
      success: true,
    });
    expect(
      isFailure(
        await send(server.url, { ...migrate, raw: jsonOfSize(make, 262_145) }),
        200,
        'Request too large.',
      ),
    ).toBe(true);
  });
});

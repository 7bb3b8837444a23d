/**
 * @module The legacy server keeps its word: every operation behaves as its truth says, and its
 * conventions hold over HTTP: every answer is 200 with a `{success}` envelope (validation, unknown
 * or foreign ids, missing or bad tokens, unknown routes), 409 only for operation 5's validation,
 * public 8 and 18, closed sets 11 and 18 that never name their values, and no 5xx on anything.
 */
import { describe, expect, it } from 'vitest';
import type { Dialect } from '../support/conformance.ts';
import type { Exchange } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { bodyLimitRows, EXACT, expectRows, type Row } from '../support/rows.ts';
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

const fail = (error: string) => ({ success: false, error });
const JSON_TYPE = { 'content-type': 'application/json' };
const [P, NOTE, REFERRAL, INTENT] = [
  'POST /v1/property/',
  'POST /v1/homes/{DEAL_ID}/note',
  'POST /v1/referrals/',
  'POST /v2/payments/reno/payment-intents',
];
const UNAUTHENTICATED = fail('Not authenticated');
const DEAL_NOT_FOUND = fail('Deal not found');
const OK = { success: true, data: expect.anything() };

const rows: Record<string, Row[]> = {
  'answers a missing or bad token with 200 {success:false, error:"Not authenticated"}': (
    ['none', 'unknown'] as const
  ).flatMap((as): Row[] => [
    [
      P,
      { streetAddress: '1 Main', bedrooms: 2 },
      200,
      UNAUTHENTICATED,
      { as, exact: true, answer: { ...JSON_TYPE, 'www-authenticate': undefined } },
    ],
    [
      'DELETE /v1/crm-provider/deactivate',
      undefined,
      200,
      UNAUTHENTICATED,
      { as, exact: true, answer: JSON_TYPE },
    ],
    ['GET /v1/homes/{DEAL_ID}', undefined, 200, UNAUTHENTICATED, { as, exact: true, answer: JSON_TYPE }],
  ]),
  'answers unknown, malformed and other-tenant ids with 200 "<Kind> not found", before validation': [
    ...['{b.DEAL_ID}', 'DL-00000000', 'not%20an%20id'].map(
      (id): Row => [`POST /v1/homes/${id}/note`, { note: 'hello' }, 200, DEAL_NOT_FOUND, EXACT],
    ),
    ['POST /v1/homes/{b.DEAL_ID}/note', { note: '' }, 200, DEAL_NOT_FOUND, EXACT],
    ['POST /v1/property/log/view/{b.REPORT_ID}', { country: 'US' }, 200, OK, { as: 'b' }],
    [NOTE, { note: 'hello' }, 200, DEAL_NOT_FOUND, { as: 'b', exact: true }],
  ],
  'serves 8 and 18 without a token (18 then sees every tenant), not 21': [
    ['GET /v1/meetings/', { calendar: 'main' }, 200, OK, { as: 'none' }],
    ['GET /v1/realtors/{b.CONTACT_ID}', { referralType: 'Seller' }, 200, OK, { as: 'none' }],
    [
      'GET /v1/notifications/upsert-notification-subscribers',
      undefined,
      200,
      UNAUTHENTICATED,
      { as: 'none', exact: true },
    ],
  ],
  'names the first problem in CodeIgniter words; lists the values of one closed set only': [
    [P, { bedrooms: 2 }, 200, fail('The streetAddress field is required.'), EXACT],
    [
      P,
      { streetAddress: '1 Main', bedrooms: 11 },
      200,
      fail('The bedrooms field must contain a number less than or equal to 10.'),
      EXACT,
    ],
    [
      P,
      { streetAddress: '1 Main', bedrooms: 2.5 },
      200,
      fail('The bedrooms field must contain an integer.'),
      EXACT,
    ],
    [
      REFERRAL,
      { referralType: 'Buyer', clientEmail: 'pat@example.com' },
      200,
      fail('The referralType field must be one of: buyer, seller, renter.'),
      EXACT,
    ],
    [
      REFERRAL,
      { referralType: 'buyer', clientEmail: 'pat' },
      200,
      fail('The clientEmail field must contain a valid email address.'),
      EXACT,
    ],
    [INTENT, { type: 'monthly' }, 200, fail('Unsupported payment type.'), EXACT],
    [INTENT, {}, 200, fail('The type field is required.'), EXACT],
    ['GET /v1/realtors/{CONTACT_ID}', { referralType: 'buyer' }, 200, fail('Invalid referral type.'), EXACT],
    [INTENT, { type: 'month-starter' }, 200, OK],
  ],
  'validates operation 5 with 409 {success:false}': [
    ['POST /v1/property/complete-report', { id: 'a' }, 409, fail('The reportId field is required.'), EXACT],
    ['POST /v1/property/complete-report', { id: 'a', reportId: 'r'.repeat(41) }, 409, 'cannot exceed 40'],
    ['POST /v1/property/complete-report', { id: 'a', reportId: 'b' }, 200],
  ],
  'ignores unknown fields and the content type; malformed JSON, unknown routes and big bodies are 200 failures':
    [
      [
        P,
        JSON.stringify({ streetAddress: '1 Main', bedrooms: 2, zz: 1 }),
        200,
        OK,
        { contentType: 'text/plain' },
      ],
      [P, '{"bedrooms":', 200, fail('Invalid JSON payload.'), EXACT],
      ['POST /v3/property/', undefined, 200, fail('Unknown method.'), EXACT],
      ['GET /v1/property/', undefined, 200, fail('Unknown method.'), EXACT],
      ...bodyLimitRows(
        'POST /v1/estimates/migrate-products',
        (pad) => ({ dryRun: true, changeOrderIds: [pad] }),
        262_144,
        200,
      ).map(
        ([request, body], i): Row => [request, body, 200, i === 0 ? OK : fail('Request too large.'), EXACT],
      ),
    ],
};

describe('legacy server conventions', () => {
  it.each(Object.entries(rows))('%s', (_what, table) => expectRows(current(), table));
});

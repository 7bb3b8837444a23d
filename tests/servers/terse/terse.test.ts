/**
 * @module The terse server keeps its word: every operation behaves as its published truth says, and
 * its own conventions (`{success, error}` naming one field, failures under 200 on ops 9 and 13,
 * 401 without a challenge, public ops 8 and 18, plain-text 404/413, X-RateLimit-*) hold over HTTP.
 */
import { describe, expect, it } from 'vitest';
import { checkOperation, type Dialect } from '../support/conformance.ts';
import { type Exchange, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { bodyLimitRows, EXACT, expectRows, type Row } from '../support/rows.ts';
import { selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { startTerseServer, type TerseRegressionName, terseRegressionNames } from './index.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };

function isFailure(ex: Exchange, status: number, error?: string): boolean {
  return (
    ex.status === status &&
    ex.headers['content-type'] === 'application/json' &&
    isObject(ex.json) &&
    ex.json.success === false &&
    typeof ex.json.error === 'string' &&
    (error === undefined || ex.json.error === error)
  );
}

const TERSE_DIALECT: Dialect = {
  accepted: (ex) => isObject(ex.json) && ex.json.success === true && isObject(ex.json.result),
  rejected: (ex, op) => isFailure(ex, op.validationStatus ?? 400),
};

const property = { streetAddress: '1 Main Street', bedrooms: 3, opportunityId: 'opp-1' };

const current = selfTest('terse', {
  start: () => startTerseServer({ rateLimit: DISCOVERY_LIMIT }),
  check: TERSE_DIALECT,
  publishes: (server) => {
    expect(server.truth.rateLimit).toEqual(DISCOVERY_LIMIT);
    expect(server.truth.maxBodyBytes).toBe(65_536);
    expect(server.truth.errorContentType).toBe('application/json');
    expect(server.ids.RMA_ID).toMatch(/^\d{7}$/);
  },
  sequential: (server) => ({ method: 'POST', path: '/v1/property/', token: server.tokens.a, json: property }),
});

const fail = (error: string) => ({ success: false, error });
const FAILED = { success: false, error: expect.any(String) };
const P = 'POST /v1/property/';
const PLAIN_404 = { answer: { 'content-type': 'text/plain' } };
const rows: Record<string, Row[]> = {
  'names the first failing field in a plain sentence': [
    [P, { bedrooms: 3 }, 400, fail("Missing required field 'streetAddress'"), EXACT],
    [P, { ...property, bedrooms: 51 }, 400, fail("Invalid value for field 'bedrooms'"), EXACT],
    [P, { ...property, foo: 1, bedrooms: 'x' }, 400, fail("Unknown field 'foo'"), EXACT],
    [
      P,
      { ...property, reportType: 'Standard' },
      400,
      fail("Invalid value for field 'reportType'. Allowed: standard, rejected"),
      EXACT,
    ],
  ],
  'reports validation failures of operations 9 and 13 under 200 with success:false': [
    ['POST /v1/homes/{DEAL_ID}/note', { note: '' }, 200, fail("Invalid value for field 'note'"), EXACT],
    [
      'POST /v1/vision-ai/neighbor-report-with-photos-finish',
      {},
      200,
      fail("Missing required field 'reportId'"),
      EXACT,
    ],
  ],
  'answers a missing or unknown token with 401 and no WWW-Authenticate; 8 and 18 are public': [
    ...(['none', 'unknown'] as const).map(
      (as): Row => [
        P,
        property,
        401,
        fail('Unauthorized'),
        { as, exact: true, answer: { 'www-authenticate': undefined } },
      ],
    ),
    [
      'GET /v1/meetings/',
      { calendar: 'main', timezone: 'UTC', startTime: 1_700_000_000_000.5 },
      200,
      undefined,
      { as: 'none' },
    ],
    ['GET /v1/realtors/{b.CONTACT_ID}', { referralType: 'Buyer' }, 200, undefined, { as: 'none' }],
    ['GET /v1/realtors/{b.CONTACT_ID}', { referralType: 'buyer' }, 400, FAILED, { as: 'none', exact: true }],
  ],
  'answers unknown ids and routes with a plain-text 404': [
    ['POST /v1/homes/{b.DEAL_ID}/note', { note: 'hello' }, 404, 'Not Found', PLAIN_404],
    ['POST /v1/homes/deal-1/note', { note: 'hello' }, 404, 'Not Found', PLAIN_404],
    ['POST /v2/property/', { note: 'hello' }, 404, 'Not Found', PLAIN_404],
  ],
  'answers malformed JSON and a wrong content type with 400 {success:false}': [
    [P, '{"bedrooms":', 400, fail('Malformed JSON'), EXACT],
    [P, JSON.stringify(property), 400, FAILED, { exact: true, contentType: 'text/plain' }],
  ],
  'rejects a body one byte over maxBodyBytes with a plain-text 413': bodyLimitRows(
    'POST /v1/estimates/migrate-products',
    (pad) => ({ changeOrderIds: [pad] }),
    65_536,
    200,
    undefined,
    { answer: { 'content-type': 'text/plain' } },
  ),
};

describe('terse server conventions', () => {
  it.each(Object.entries(rows))('%s', (_what, table) => expectRows(current(), table));

  it('publishes the 200 validation status of operation 13', () => {
    expect(current().truth.operations['13']?.validationStatus).toBe(200);
  });
});

describe('terse server rate limit', () => {
  it('publishes 300 requests per 60 s by default; counts down in X-RateLimit-* headers, then 429 with Retry-After, per token', async () => {
    await expectThrottle(startTerseServer, {
      defaults: { limit: 300, windowSeconds: 60 },
      limit: { limit: 5, windowSeconds: 1 },
      row: ['GET /v1/notifications/upsert-notification-subscribers', undefined, 200],
      under: (ex, i) => {
        expect([ex.headers['x-ratelimit-limit'], ex.headers['x-ratelimit-remaining']]).toEqual([
          '5',
          String(4 - i),
        ]);
        expect(Number(ex.headers['x-ratelimit-reset'])).toBeGreaterThan(Date.now() / 1000 - 1);
      },
      over: (ex) => {
        expect(isFailure(ex, 429)).toBe(true);
        expect(Number(ex.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      },
    });
  });
});

describe('terse server regressions', () => {
  // Each deploy change names the operation it changes; that operation keeps to its new truth.
  const changes = {
    'response-type-changed': '1',
    'not-found-400': '12',
    'enum-opened': '11',
    'bound-loosened': '1',
    'auth-dropped': '10',
    'max-length-dropped': '10',
    'fields-required': '16',
    'public-needs-token': '18',
    'enum-widened': '2',
    'non-ascii-500': '1',
  } as const satisfies Record<TerseRegressionName, string>;

  it('lists every regression', () => {
    expect(Object.keys(changes).sort()).toEqual([...terseRegressionNames].sort());
  });

  it.each(Object.entries(changes))(
    '%s changes operation %s, which keeps to its new truth',
    async (name, op) => {
      const server = current();
      const changed = await startTerseServer({
        rateLimit: false,
        regressions: [name as TerseRegressionName],
      });
      try {
        const problems = await checkOperation(changed, op, TERSE_DIALECT);
        // The one deploy change that breaks its own truth: non-ASCII text answers 500, nothing else.
        if (name === 'non-ascii-500') {
          expect(problems.length).toBeGreaterThan(0);
          for (const p of problems) expect(p).toMatch(/non-ASCII text: expected 200, got 500/);
        } else expect(problems).toEqual([]);
        if (name === 'response-type-changed') {
          const created = await send(changed.url, {
            method: 'POST',
            path: '/v1/property/',
            token: changed.tokens.a,
            json: property,
          });
          expect(created.json).toMatchObject({ result: { reportId: expect.any(Number) } });
        } else if (name === 'non-ascii-500') {
          // The rules are unchanged: only a non-ASCII value makes the handler throw.
          expect(changed.truth.operations[op]).toEqual(server.truth.operations[op]);
        } else expect(changed.truth.operations[op]).not.toEqual(server.truth.operations[op]);
        if (name === 'not-found-400') {
          const unknown = await send(changed.url, {
            method: 'GET',
            path: '/v1/homes/9999999',
            token: changed.tokens.a,
          });
          expect(isFailure(unknown, 400, 'Not found')).toBe(true);
        }
      } finally {
        await changed.close();
      }
    },
  );
});

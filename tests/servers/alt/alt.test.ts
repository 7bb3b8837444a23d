/**
 * @module The alt server keeps its word: every operation behaves as its published truth says, and
 * its own conventions (problem+json, 403 everywhere, 422, `{data}` envelopes, limits) hold over HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { checkOperation, type Dialect } from '../support/conformance.ts';
import { type Exchange, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { poster } from '../support/rows.ts';
import { selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { type AltRegressionName, altRegressionNames, startAltServer } from './index.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };

function isProblem(ex: Exchange, status: number): boolean {
  return (
    ex.status === status &&
    (ex.headers['content-type'] ?? '').startsWith('application/problem+json') &&
    isObject(ex.json) &&
    ex.json.status === status &&
    typeof ex.json.type === 'string' &&
    typeof ex.json.title === 'string' &&
    typeof ex.json.detail === 'string'
  );
}

const ALT_DIALECT: Dialect = {
  accepted: (ex, op) =>
    op.successStatus === 204 ? ex.text === '' : isObject(ex.json) && isObject(ex.json.data),
  rejected: (ex) =>
    isProblem(ex, 422) && isObject(ex.json) && Array.isArray(ex.json.errors) && ex.json.errors.length > 0,
};

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };

const current = selfTest('alt', {
  start: () => startAltServer({ rateLimit: DISCOVERY_LIMIT }),
  check: ALT_DIALECT,
  publishes: (server) => {
    expect(server.truth.rateLimit).toEqual(DISCOVERY_LIMIT);
    expect(server.truth.maxBodyBytes).toBe(16_384);
    expect(server.truth.errorContentType).toBe('application/problem+json');
    expect(server.ids.DEAL_ID).toMatch(/^deal_[a-z0-9]{12}$/);
  },
  sequential: (server) => ({ method: 'POST', path: '/v1/property/', token: server.tokens.a, json: property }),
});

describe('alt server conventions', () => {
  let server: ReferenceServerHandle;
  beforeAll(() => {
    server = current();
  });
  const post = poster(current);

  it('reports validation failures as 422 problem+json with pointers and allowed values', async () => {
    const bounds = await post('/v1/property/', { ...property, bedrooms: 13 });
    expect(bounds.json).toEqual({
      type: 'https://example.com/problems/validation',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'body/bedrooms must be <= 12',
      errors: [{ pointer: '/bedrooms', detail: 'must be <= 12' }],
    });
    const missing = await post('/v1/property/', { bedrooms: 3, reportType: 'standard' });
    expect(missing.json).toMatchObject({
      errors: [{ pointer: '/streetAddress', detail: "must have required property 'streetAddress'" }],
    });
    const outside = await post('/v1/referrals/', {
      referralType: 'agent',
      clientEmail: 'a@b.co',
      zipCode: '12345',
    });
    expect(outside.json).toMatchObject({
      errors: [{ pointer: '/referralType', allowedValues: ['buyer', 'seller', 'renter'] }],
    });
  });

  it('accepts enum values in any case and answers with the canonical value', async () => {
    const shouted = await post('/v2/payments/reno/payment-intents', { type: 'YEAR-Starter' });
    expect(shouted.status).toBe(200);
    expect(shouted.json).toMatchObject({ data: { type: 'year-starter' } });
  });

  it('answers a missing or unknown token with 403 problem+json, on operations 8 and 18 too', async () => {
    for (const path of ['/v1/meetings/', `/v1/realtors/${server.ids.CONTACT_ID}`]) {
      for (const token of [undefined, 'nope']) {
        const ex = await send(server.url, { method: 'GET', path, token });
        expect(isProblem(ex, 403)).toBe(true);
        expect(ex.headers['www-authenticate']).toBeUndefined();
      }
    }
  });

  it('answers malformed JSON with 400 and a wrong content type with 415, both problem+json', async () => {
    const base = { method: 'POST', path: '/v1/property/', token: server.tokens.a } as const;
    expect(isProblem(await send(server.url, { ...base, raw: '{"streetAddress":' }), 400)).toBe(true);
    const typed = await send(server.url, {
      ...base,
      raw: JSON.stringify(property),
      contentType: 'text/plain',
    });
    expect(isProblem(typed, 415)).toBe(true);
  });

  it('answers v2 paths under /v1 (and the reverse) with 404 problem+json', async () => {
    expect(isProblem(await post('/v1/payments/reno/payment-intents', { type: 'one-time' }), 404)).toBe(true);
    expect(isProblem(await post('/v2/property/', property), 404)).toBe(true);
  });

  it('rejects a body one byte over maxBodyBytes with 413 problem+json', async () => {
    const make = (pad: string) => ({ dryRun: true, changeOrderIds: [pad] });
    const base = { method: 'POST', path: '/v1/estimates/migrate-products', token: server.tokens.a } as const;
    expect((await send(server.url, { ...base, raw: jsonOfSize(make, 16_384) })).status).toBe(200);
    expect(isProblem(await send(server.url, { ...base, raw: jsonOfSize(make, 16_385) }), 413)).toBe(true);
  });
});

describe('alt server rate limit', () => {
  it('publishes 40 requests per 10 s by default; no rate headers until the limit, then 429 problem+json with Retry-After, per token', async () => {
    await expectThrottle(startAltServer, {
      defaults: { limit: 40, windowSeconds: 10 },
      limit: { limit: 5, windowSeconds: 1 },
      row: ['GET /v1/meetings/', undefined, 200],
      under: (ex) =>
        expect(Object.keys(ex.headers).filter((name) => /ratelimit|retry-after/i.test(name))).toEqual([]),
      over: (ex) => {
        expect(isProblem(ex, 429)).toBe(true);
        expect(Number(ex.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      },
    });
  });
});

describe('alt server regressions', () => {
  // Each deploy change names the operation it changes; that operation keeps to its new truth.
  const changes = {
    'max-length-dropped': '13',
    'field-optional': '1',
    'bound-loosened': '1',
    'enum-value-removed': '2',
    'email-unchecked': '2',
    'response-property-removed': '12',
  } as const satisfies Record<AltRegressionName, string>;

  it('lists every regression', () => {
    expect(Object.keys(changes).sort()).toEqual([...altRegressionNames].sort());
  });

  it.each(Object.entries(changes))(
    '%s changes operation %s, which keeps to its new truth',
    async (name, op) => {
      const server = current();
      const changed = await startAltServer({ rateLimit: false, regressions: [name as AltRegressionName] });
      try {
        expect(await checkOperation(changed, op, ALT_DIALECT)).toEqual([]);
        if (name === 'response-property-removed') {
          const home = await send(changed.url, {
            method: 'GET',
            path: `/v1/homes/${changed.ids.DEAL_ID}`,
            token: changed.tokens.a,
          });
          const before = await send(server.url, {
            method: 'GET',
            path: `/v1/homes/${server.ids.DEAL_ID}`,
            token: server.tokens.a,
          });
          expect([before.json, home.json]).toMatchObject([
            { data: { address: expect.any(String) } },
            { data: { bedrooms: 3 } },
          ]);
          expect(isObject(home.json) && isObject(home.json.data) && 'address' in home.json.data).toBe(false);
        } else expect(changed.truth.operations[op]).not.toEqual(server.truth.operations[op]);
      } finally {
        await changed.close();
      }
    },
  );
});

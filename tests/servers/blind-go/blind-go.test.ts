/**
 * @module The blind-go server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth; Go's `null` semantics: a no-op, so only required fields reject
 * it), and its Go/Gin conventions (validator and unmarshal messages, zero values as missing, plain-text
 * 401/404/413, `{ data, meta }`, int64 ids, trailing-slash redirects, no rate limit) hold over HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Exchange, type Outgoing, send } from '../support/exchange.ts';
import { checkFlatOperation, type FlatDialect } from '../support/flat-check.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { poster } from '../support/rows.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { startBlindGoServer } from './index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function goError(ex: Exchange, status = 400): string | undefined {
  const json = ex.headers['content-type'] === 'application/json; charset=utf-8' ? ex.json : undefined;
  return ex.status === status && isObject(json) && typeof json.error === 'string' ? json.error : undefined;
}

function isText(ex: Exchange, status: number, text: string): boolean {
  return (
    ex.status === status && ex.headers['content-type'] === 'text/plain; charset=utf-8' && ex.text === text
  );
}

function dataType(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

const GO: FlatDialect = {
  accepted: (ex, op) =>
    ex.status === 200 &&
    isObject(ex.json) &&
    Object.hasOwn(ex.json, 'data') &&
    dataType(ex.json.data) === op.responseFields?.data?.type &&
    isObject(ex.json.meta) &&
    UUID.test(String(ex.json.meta.requestId)),
  /**
   * A rejection that names the field: the validator says `'Struct.GoName'`, the decoder says
   * `Struct.jsonName of type`; a struct-level rejection (array body) names the struct.
   */
  rejected: (ex, op, json) => {
    const error = goError(ex, op.validationStatus);
    if (error === undefined || json === undefined) return error !== undefined;
    return error.includes(`.${json} of type`) || new RegExp(`\\.${json}' Error:`, 'i').test(error);
  },
  // `null` leaves a value field at its zero value and makes a pointer nil: only `required` rejects it.
  nullAccepted: (_n, field, op) => !op.request?.required.includes(field),
  notFound: (ex, op) => goError(ex, op.notFoundStatus) === 'record not found',
  malformedId: (ex) => goError(ex)?.startsWith('strconv.ParseInt') === true,
  unauthorized: (ex, op) => ex.status === op.noTokenStatus && isText(ex, 401, 'Unauthorized'),
};

const property = { streetAddress: '1 Main Street', state: 'CA', bedrooms: 3 };

const current = selfTest('blind-go', {
  start: () => startBlindGoServer(),
  check: (s, op) => checkFlatOperation(s, op, GO),
  publishes: (server) => {
    expect(Object.keys(server.truth.operations)).toHaveLength(21);
    expect(server.truth.rateLimit).toBeUndefined();
    expect(server.truth.maxBodyBytes).toBe(32_768);
    expect(server.truth.errorContentType).toBe('application/json');
    expect(server.ids.DEAL_ID).toMatch(/^\d{4}$/);
    expect(server.truth.operations['1']?.request?.properties.bedrooms).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 20,
    });
    expect(server.truth.operations['12']).toMatchObject({ getBody: 'honored' });
    expect([server.truth.operations['8']?.getBody, server.truth.operations['18']?.getBody]).toEqual([
      'ignored',
      'ignored',
    ]);
  },
  sequential: createProperty(property),
});
let server: ReturnType<typeof current>;
beforeAll(() => {
  server = current();
});

const post = poster(current);

describe('blind-go server conventions', () => {
  it('reports validator failures by struct field and tag, without limits or allowed values', async () => {
    expect(goError(await post('/v1/property/', { ...property, bedrooms: 21, state: 'CAL' }))).toBe(
      "Key: 'CreatePropertyRequest.Bedrooms' Error:Field validation for 'Bedrooms' failed on the 'max' tag\n" +
        "Key: 'CreatePropertyRequest.State' Error:Field validation for 'State' failed on the 'len' tag",
    );
    const referral = await post('/v1/referrals/', { referralType: 'renter', clientEmail: 'nope' });
    expect(goError(referral)?.split('\n')).toEqual([
      "Key: 'CreateReferralRequest.ReferralType' Error:Field validation for 'ReferralType' failed on the 'oneof' tag",
      "Key: 'CreateReferralRequest.ClientEmail' Error:Field validation for 'ClientEmail' failed on the 'email' tag",
    ]);
  });

  it("reports the first type mismatch as Go's json package words it, before any validation", async () => {
    const cases: [unknown, string][] = [
      [
        { ...property, bedrooms: '3' },
        'cannot unmarshal string into Go struct field CreatePropertyRequest.bedrooms of type int',
      ],
      [
        { ...property, bedrooms: 2.5 },
        'cannot unmarshal number 2.5 into Go struct field CreatePropertyRequest.bedrooms of type int',
      ],
      [
        { state: 7, bedrooms: 'x' },
        'cannot unmarshal number into Go struct field CreatePropertyRequest.state of type string',
      ],
      [[property], 'cannot unmarshal array into Go value of type api.CreatePropertyRequest'],
    ];
    for (const [json, message] of cases) {
      expect(goError(await post('/v1/property/', json))).toBe(`json: ${message}`);
    }
    const raw = { method: 'POST', path: '/v1/property/', token: server.tokens.a } as const;
    const exponent = await send(server.url, {
      ...raw,
      raw: '{"streetAddress":"a","state":"CA","bedrooms":1e1}',
    });
    expect(goError(exponent)).toContain('cannot unmarshal number 1e1 into');
  });

  it('treats zero values as missing, but not behind pointers', async () => {
    const zero = await post('/v1/property/', { ...property, bedrooms: 0, streetAddress: '' });
    expect(goError(zero)).toMatch(
      /'StreetAddress' failed on the 'required' tag\n.*'Bedrooms' failed on the 'required'/,
    );
    const migrate = await post('/v1/estimates/migrate-products', { dryRun: false, changeOrderIds: [] });
    expect(migrate.status).toBe(200);
    const nil = await post('/v1/estimates/migrate-products', { dryRun: null, changeOrderIds: null });
    expect(goError(nil)?.split('\n')).toHaveLength(2);
    const zip = await post('/v1/referrals/', { referralType: 'buyer', clientEmail: 'a@b.co', zipCode: '' });
    expect(goError(zip)).toContain("'ZipCode' failed on the 'len' tag");
  });

  it('ignores unknown fields, matches keys case-insensitively, and keeps enums case-sensitive', async () => {
    const loud = await post('/v1/property/', { STREETADDRESS: 'x', State: 'CA', bedrooms: 1, extra: [1] });
    expect(loud.status).toBe(200);
    expect(loud.json).toMatchObject({ data: { streetAddress: 'x', yearBuilt: null, reportType: null } });
    expect((await post('/v1/property/', { ...property, reportType: 'premium' })).status).toBe(200);
    expect(goError(await post('/v1/property/', { ...property, reportType: 'Premium' }))).toContain("'oneof'");
    expect((await post('/v2/payments/reno/payment-intents', { type: 'monthly' })).status).toBe(200);
  });

  it('answers a missing or bad token with a plain-text 401 and no challenge, on 8 and 18 too', async () => {
    for (const path of ['/v1/meetings/', `/v1/realtors/${server.ids.CONTACT_ID}`]) {
      for (const token of [undefined, 'nope', `bearer ${server.tokens.a}`]) {
        const ex = await send(server.url, { method: 'GET', path, token });
        expect(isText(ex, 401, 'Unauthorized')).toBe(true);
        expect(ex.headers['www-authenticate']).toBeUndefined();
      }
    }
  });

  it('reads the GET body of 12 only; 8 and 18 never look at theirs', async () => {
    const get = (path: string, raw: string) =>
      send(server.url, { method: 'GET', path, token: server.tokens.a, raw });
    const home = `/v1/homes/${server.ids.DEAL_ID}`;
    expect(goError(await get(home, ''))).toBe('EOF');
    expect(goError(await get(home, '{"associatedObjectId":0}'))).toContain(
      "'AssociatedObjectID' failed on the 'required'",
    );
    expect((await get(home, '{"associatedObjectId":7}')).json).toMatchObject({
      data: { associatedObjectId: 7 },
    });
    expect((await get('/v1/meetings/', 'x'.repeat(100_000))).status).toBe(200);
    expect((await get(`/v1/realtors/${server.ids.CONTACT_ID}`, '{')).status).toBe(200);
  });

  it('parses path ids with strconv.ParseInt: signs and leading zeros allowed, junk a 400', async () => {
    const note = (id: string) => post(`/v1/homes/${id}/note`, { note: 'hello' });
    expect((await note(`+${server.ids.DEAL_ID}`)).status).toBe(200);
    expect((await note(`0${server.ids.DEAL_ID}`)).status).toBe(200);
    expect(goError(await note('x'))).toBe('strconv.ParseInt: parsing "x": invalid syntax');
    expect(goError(await note('99999999999999999999'))).toBe(
      'strconv.ParseInt: parsing "99999999999999999999": value out of range',
    );
    expect(goError(await note(server.idsB.DEAL_ID), 404)).toBe('record not found');
  });

  it("answers malformed JSON with Go's syntax errors, ignores trailing data and the content type", async () => {
    const base = { method: 'POST', path: '/v1/property/', token: server.tokens.a } as const;
    const cases: [string, string][] = [
      ['x', "invalid character 'x' looking for beginning of value"],
      ['{"state":', 'unexpected EOF'],
      ['{"state":"CA",}', "invalid character '}' looking for beginning of object key string"],
      ['', 'EOF'],
    ];
    for (const [raw, error] of cases) expect(goError(await send(server.url, { ...base, raw }))).toBe(error);
    const trailing = await send(server.url, { ...base, raw: `${JSON.stringify(property)} trailing junk` });
    expect(trailing.status).toBe(200);
    const typed = await send(server.url, {
      ...base,
      raw: JSON.stringify(property),
      contentType: 'text/plain',
    });
    expect(typed.status).toBe(200);
  });

  it('wraps every success in { data, meta }: null for the DELETEs, untagged structs in PascalCase', async () => {
    const removed = await send(server.url, {
      method: 'DELETE',
      path: '/v1/crm-provider/deactivate',
      token: server.tokens.a,
    });
    expect(removed.json).toMatchObject({ data: null, meta: { requestId: expect.stringMatching(UUID) } });
    const subscribers = await send(server.url, {
      method: 'GET',
      path: '/v1/notifications/upsert-notification-subscribers',
      token: server.tokens.a,
    });
    expect(subscribers.json).toMatchObject({
      data: [
        { ID: 1, Channel: 'email' },
        { ID: 2, Channel: 'sms' },
      ],
    });
    const escaped = await post('/v1/property/', { ...property, streetAddress: '<b>&' });
    expect(escaped.text).toContain('"streetAddress":"\\u003cb\\u003e\\u0026"');
  });

  it('redirects a trailing-slash mismatch (301 GET, 307 otherwise) and 404s other routes in plain text', async () => {
    const manual = (method: string, path: string) =>
      fetch(`${server.url}${path}`, {
        method,
        redirect: 'manual',
        headers: { authorization: `Bearer ${server.tokens.a}` },
      });
    const get = await manual('GET', '/v1/meetings?x=1');
    expect([get.status, get.headers.get('location')]).toEqual([301, '/v1/meetings/?x=1']);
    const postRedirect = await manual('POST', `/v1/homes/${server.ids.DEAL_ID}/note/`);
    expect([postRedirect.status, postRedirect.headers.get('location')]).toEqual([
      307,
      `/v1/homes/${server.ids.DEAL_ID}/note`,
    ]);
    for (const path of ['/v2/property/', '/V1/property/', '/v1/payments/reno/payment-intents']) {
      expect(isText(await post(path, property), 404, '404 page not found')).toBe(true);
    }
    const wrongMethod = await send(server.url, {
      method: 'DELETE',
      path: '/v1/property/',
      token: server.tokens.a,
    });
    expect(isText(wrongMethod, 404, '404 page not found')).toBe(true);
  });

  it('rejects a bound body one byte over maxBodyBytes with a plain-text 413', async () => {
    const make = (pad: string) => ({ dryRun: true, changeOrderIds: [1], pad });
    const base = { method: 'POST', path: '/v1/estimates/migrate-products', token: server.tokens.a } as const;
    expect((await send(server.url, { ...base, raw: jsonOfSize(make, 32_768) })).status).toBe(200);
    const over = await send(server.url, { ...base, raw: jsonOfSize(make, 32_769) });
    expect(isText(over, 413, 'http: request body too large')).toBe(true);
  });

  it('sends no rate-limit headers', async () => {
    const ex = await send(server.url, { method: 'GET', path: '/v1/meetings/', token: server.tokens.a });
    expect(Object.keys(ex.headers).filter((name) => /ratelimit|retry-after/i.test(name))).toEqual([]);
  });
});

describe('blind-go server options', () => {
  it('puts an opted-in limiter and a smaller body cap in the truth, and enforces both', async () => {
    const small = await startBlindGoServer({ rateLimit: { limit: 3, windowSeconds: 1 }, maxBodyBytes: 100 });
    try {
      expect(small.truth.rateLimit).toEqual({ limit: 3, windowSeconds: 1 });
      expect(small.truth.maxBodyBytes).toBe(100);
      const make = (pad: string) => ({ dryRun: true, changeOrderIds: [], pad });
      const out = (raw: string, token = small.tokens.a): Outgoing => ({
        method: 'POST',
        path: '/v1/estimates/migrate-products',
        token,
        raw,
      });
      expect((await send(small.url, out(jsonOfSize(make, 100)))).status).toBe(200);
      expect((await send(small.url, out(jsonOfSize(make, 101)))).status).toBe(413);
      const third = await send(small.url, out('{"dryRun":true,"changeOrderIds":[]}'));
      expect([
        third.status,
        third.headers['x-ratelimit-limit'],
        third.headers['x-ratelimit-remaining'],
      ]).toEqual([200, '3', '0']);
      expect(isText(await send(small.url, out('{}')), 429, 'Limit exceeded')).toBe(true);
      expect((await send(small.url, out('{"dryRun":true,"changeOrderIds":[]}', small.tokens.b))).status).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await send(small.url, out('{"dryRun":true,"changeOrderIds":[]}'))).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});

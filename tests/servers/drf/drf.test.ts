/**
 * @module The DRF server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested `primary` fields included, DRF's lenient conversions
 * expected where the truth's type alone would say "reject"), and its Django REST Framework
 * conventions (field-keyed error dicts, conversions, SimpleJWT 401s, `Not found.`, lazy parsing,
 * 405/406/415, 204, throttling, Django's HTML 404 and 413) hold over real HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldTruth, OperationTruth } from '../../../src/sandbox/server-truth.ts';
import { type Exchange, type Outgoing, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { startDrfServer } from './index.ts';

const NOT_FOUND = { detail: 'Not found.' };

/** The errors DRF keyed under `path` (`['primary', 'email']`), when the answer is a 400. */
function errorAt(ex: Exchange, path: readonly string[]): unknown {
  if (ex.status !== 400) return undefined;
  return path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), ex.json);
}

/** DRF's CharField reads a number as its text, which then meets the field's other rules. */
function converted(field: FieldTruth, value: unknown): boolean {
  if (field.type !== 'string' || typeof value !== 'number') return false;
  const length = String(value).length;
  return (
    field.enum === undefined &&
    field.format === undefined &&
    length >= (field.minLength ?? 0) &&
    length <= (field.maxLength ?? Number.POSITIVE_INFINITY)
  );
}

const accepted = (ex: Exchange, op: OperationTruth) =>
  ex.status === op.successStatus &&
  (op.successStatus === 204 ? ex.text === '' : isObject(ex.json) && !Object.hasOwn(ex.json, 'detail'));

const DRF: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted,
  rejected: (ex, path) => {
    const detail = errorAt(ex, path);
    return (Array.isArray(detail) && detail.length > 0) || isObject(detail);
  },
  notFound: (ex) => ex.status === 404 && JSON.stringify(ex.json) === JSON.stringify(NOT_FOUND),
  malformedId: (ex) => ex.status === 404 && JSON.stringify(ex.json) === JSON.stringify(NOT_FOUND),
  malformedIgnoredBody: (ex) => ex.status === 200 && isObject(ex.json),
  nullRejected: true,
  converted,
};

const property = { streetAddress: '1 Main Street', state: 'CA', bedrooms: 3, reportType: 'standard' };

const current = selfTest('drf', {
  start: () => startDrfServer({ rateLimit: { limit: 100_000, windowSeconds: 60 } }),
  check: (s, op) => checkModelOperation(s, op, DRF),
  publishes: (server) => {
    const ops = server.truth.operations;
    expect(truthSummary(server.truth)).toEqual({
      operations: 21,
      publicOps: ['8', '18'],
      noTokenStatuses: [401],
      validationStatuses: [400],
      otherSuccess: {
        '1': 201,
        '2': 201,
        '3': 201,
        '4': 201,
        '10': 201,
        '11': 201,
        '13': 201,
        '16': 201,
        '19': 204,
        '20': 204,
      },
      getBody: { '8': 'ignored', '12': 'ignored', '18': 'ignored' },
      rateLimit: { limit: 100_000, windowSeconds: 60 },
      maxBodyBytes: 2_621_440,
      errorContentType: 'application/json',
      credentialHeader: undefined,
    });
    expect(ops['15']?.request).toBeUndefined();
    expect(ops['16']).toMatchObject({
      validationStatus: 400,
      request: { properties: {}, required: [], additionalProperties: true },
    });
    expect(ops['1']?.request?.properties.rejectedReason).toEqual({
      type: 'string',
      minLength: 1,
      maxLength: 500,
    });
    expect(ops['14']?.request?.properties.primary).toEqual({
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        name: { type: 'string', minLength: 2, maxLength: 100 },
        phone: { type: 'string', minLength: 1, maxLength: 20 },
      },
      required: ['email', 'name'],
      additionalProperties: true,
    });
  },
  sequential: createProperty(property),
});
let server: ReturnType<typeof current>;
beforeAll(() => {
  server = current();
});
const call = (out: Partial<Outgoing> & Pick<Outgoing, 'method' | 'path'>) =>
  send(server.url, { token: server.tokens.a, ...out });
const post = (path: string, json: unknown) => call({ method: 'POST', path, json });
const raw = (method: Outgoing['method'], path: string, body: string, contentType?: string) =>
  call({ method, path, raw: body, ...(contentType === undefined ? {} : { contentType }) });

describe('drf server conventions', () => {
  it('answers 400 with a field-keyed error dict, every field at once, in DRF words', async () => {
    const ex = await post('/v1/property/', {
      state: 'C',
      bedrooms: 13,
      yearBuilt: '1999.5',
      application: 'ios',
      opportunityId: null,
      rejectedReason: '   ',
      sellingTimeFrame: true,
    });
    expect([ex.status, ex.headers['content-type']]).toEqual([400, 'application/json']);
    expect(ex.text).toBe(
      JSON.stringify({
        streetAddress: ['This field is required.'],
        state: ['Ensure this field has at least 2 characters.'],
        bedrooms: ['Ensure this value is less than or equal to 12.'],
        yearBuilt: ['A valid integer is required.'],
        application: ['"ios" is not a valid choice.'],
        opportunityId: ['This field may not be null.'],
        reportType: ['This field is required.'],
        rejectedReason: ['This field may not be blank.'],
        sellingTimeFrame: ['Not a valid string.'],
      }),
    );
    const long = await post('/v1/property/', { ...property, sellingTimeFrame: 's'.repeat(41), bedrooms: -1 });
    expect(long.json).toEqual({
      bedrooms: ['Ensure this value is greater than or equal to 0.'],
      sellingTimeFrame: ['Ensure this field has no more than 40 characters.'],
    });
    const referral = await post('/v1/referrals/', {
      referralType: 'buyer',
      clientEmail: 'a@b',
      zipCode: 12345,
    });
    expect(referral.json).toEqual({ clientEmail: ['Enter a valid email address.'] });
  });

  it('nests the errors of a nested serializer and of a list, and words non-object bodies', async () => {
    const deal = `/v1/esignatures/${server.ids.DEAL_ID}`;
    expect((await post(deal, { primary: { name: 'Pat' } })).json).toEqual({
      primary: { email: ['This field is required.'] },
    });
    expect((await post(deal, { primary: 'pat@example.com' })).json).toEqual({
      primary: { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] },
    });
    const migrate = '/v1/estimates/migrate-products';
    expect((await post(migrate, { changeOrderIds: [7, 'x', 0, null] })).json).toEqual({
      changeOrderIds: {
        1: ['A valid integer is required.'],
        2: ['Ensure this value is greater than or equal to 1.'],
        3: ['This field may not be null.'],
      },
    });
    expect((await post(migrate, { changeOrderIds: 'abc', dryRun: 'maybe' })).json).toEqual({
      dryRun: ['Must be a valid boolean.'],
      changeOrderIds: ['Expected a list of items but got type "str".'],
    });
    expect((await post('/v1/property/', [property])).json).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
    expect((await raw('POST', '/v1/property/', 'null')).json).toEqual({
      non_field_errors: ['No data provided'],
    });
    // An empty body is no data at all: the required fields are missing, whatever the content type.
    const empty = await raw('POST', '/v1/marketing-center/send-mms', '', 'text/plain');
    expect(empty.json).toEqual({
      templateId: ['This field is required.'],
      phone: ['This field is required.'],
    });
  });

  it('converts leniently: numeric strings and 12.0 to integers, numbers to trimmed strings, yes/no/1/0 to booleans', async () => {
    const created = await raw(
      'POST',
      '/v1/property/',
      '{"streetAddress": 123, "state": " CA ", "bedrooms": "12", "reportType": "standard", "yearBuilt": 1999.0}',
    );
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ streetAddress: '123', state: 'CA', bedrooms: 12 });
    for (const bedrooms of [' 4 ', '4.0', 4.0, '+4', '1_0']) {
      expect((await post('/v1/property/', { ...property, bedrooms })).status).toBe(201);
    }
    for (const bedrooms of ['12.5', 'abc', true, 4.5, '1e1', [4]]) {
      const ex = await post('/v1/property/', { ...property, bedrooms });
      expect(ex.json).toEqual({ bedrooms: ['A valid integer is required.'] });
    }
    const migrate = '/v1/estimates/migrate-products';
    const truthy: unknown[] = ['yes', '1', 1, 'true', 'on'];
    for (const dryRun of [...truthy, 'no', '0', 0, 'False']) {
      const read = truthy.includes(dryRun);
      const ex = await post(migrate, { dryRun, changeOrderIds: ['5', 6.0] });
      expect([ex.status, ex.json]).toEqual([200, { dryRun: read, migrated: 2 }]);
    }
    for (const streetAddress of [true, { a: 1 }, ['x']]) {
      const ex = await post('/v1/property/', { ...property, streetAddress });
      expect(ex.json).toEqual({ streetAddress: ['Not a valid string.'] });
    }
    // Choice fields compare Python's str() of the value: no trimming, no case folding.
    const choice = await post('/v1/property/', { ...property, reportType: ' standard' });
    expect(choice.json).toEqual({ reportType: ['" standard" is not a valid choice.'] });
  });

  it('ignores unknown and read-only fields, and echoes the converted values', async () => {
    const ex = await post('/v1/property/', { ...property, id: 1, status: 'done', zz: [1] });
    expect(ex.status).toBe(201);
    expect(ex.json).toMatchObject({ status: 'pending' });
    expect(isObject(ex.json) && ex.json.id).not.toBe(1);
    expect(Object.keys(isObject(ex.json) ? ex.json : {})).not.toContain('zz');
  });

  it('authenticates like SimpleJWT: 401 + Bearer challenge, before throttles, 405 and lookups', async () => {
    const path = '/v1/property/';
    const none = await send(server.url, { method: 'POST', path, json: property });
    expect([none.status, none.json, none.headers['www-authenticate']]).toEqual([
      401,
      { detail: 'Authentication credentials were not provided.' },
      'Bearer realm="api"',
    ]);
    const bad = await send(server.url, { method: 'POST', path, json: property, token: 'nope' });
    expect([bad.status, bad.headers['www-authenticate']]).toEqual([401, 'Bearer realm="api"']);
    expect(bad.json).toEqual({
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [
        { token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' },
      ],
    });
    const header = (authorization: string) =>
      send(server.url, { method: 'POST', path, json: property, headers: { authorization } });
    // The header type is case-sensitive: anything but `Bearer` is no credentials at all.
    expect((await header(`bearer ${server.tokens.a}`)).json).toEqual({
      detail: 'Authentication credentials were not provided.',
    });
    expect((await header(`Bearer ${server.tokens.a} extra`)).json).toMatchObject({
      code: 'bad_authorization_header',
    });
    const realtor = `/v1/realtors/${server.idsB.CONTACT_ID}`;
    expect((await send(server.url, { method: 'GET', path: realtor })).status).toBe(200);
    expect((await send(server.url, { method: 'GET', path: realtor, token: 'nope' })).status).toBe(401);
    const patch = await fetch(`${server.url}${path}`, { method: 'PATCH' });
    expect(patch.status).toBe(401);
  });

  it('answers any id that is not yours {"detail":"Not found."}; Python int() finds +1042', async () => {
    const home = (id: string) => call({ method: 'GET', path: `/v1/homes/${id}` });
    for (const id of [server.idsB.DEAL_ID, '999999', 'abc', `${server.ids.DEAL_ID}abc`]) {
      const ex = await home(encodeURIComponent(id));
      expect([ex.status, ex.json, ex.headers['content-type']]).toEqual([404, NOT_FOUND, 'application/json']);
    }
    expect((await home(`%2B${server.ids.DEAL_ID}`)).json).toMatchObject({ id: Number(server.ids.DEAL_ID) });
    expect((await home(`0${server.ids.DEAL_ID}`)).status).toBe(200);
  });

  it('routes exactly as written: a slash variant or unknown path is Django’s HTML 404', async () => {
    for (const path of ['/v1/property', '/v1/meetings', `/v1/homes/${server.ids.DEAL_ID}/`, '/v3/nowhere']) {
      const ex = await call({ method: 'POST', path, json: property });
      expect([ex.status, ex.headers['content-type'], ex.headers.allow]).toEqual([
        404,
        'text/html; charset=utf-8',
        undefined,
      ]);
      expect(ex.text).toContain(
        '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>',
      );
    }
  });

  it('answers 405 with Allow, OPTIONS with metadata, HEAD on GET views, 406 for an Accept it cannot render', async () => {
    const authed = (method: string, path: string) =>
      fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${server.tokens.a}` } });
    const patch = await authed('PATCH', '/v1/property/');
    expect([patch.status, patch.headers.get('allow'), await patch.json()]).toEqual([
      405,
      'POST, OPTIONS',
      { detail: 'Method "PATCH" not allowed.' },
    ]);
    const options = await authed('OPTIONS', '/v1/property/');
    expect(await options.json()).toMatchObject({
      name: 'Property',
      parses: ['application/json'],
      actions: { POST: { bedrooms: { type: 'integer', required: true, min_value: 0, max_value: 12 } } },
    });
    const head = await authed('HEAD', `/v1/homes/${server.ids.DEAL_ID}`);
    expect([head.status, head.headers.get('allow'), await head.text()]).toEqual([
      200,
      'GET, HEAD, OPTIONS',
      '',
    ]);
    const html = await call({
      method: 'GET',
      path: `/v1/homes/${server.ids.DEAL_ID}`,
      headers: { accept: 'text/html' },
    });
    expect([html.status, html.json]).toEqual([
      406,
      { detail: 'Could not satisfy the request Accept header.' },
    ]);
  });

  it('parses bodies lazily: 415 and JSON parse errors only where the view reads request.data', async () => {
    const mms = '/v1/marketing-center/send-mms';
    const plain = await raw('POST', mms, '{}', 'text/plain');
    expect([plain.status, plain.json]).toEqual([
      415,
      { detail: 'Unsupported media type "text/plain" in request.' },
    ]);
    expect((await raw('POST', mms, 'x')).json).toEqual({
      detail: 'JSON parse error - Expecting value: line 1 column 1 (char 0)',
    });
    expect((await raw('POST', mms, '{"a":')).json).toEqual({
      detail: 'JSON parse error - Expecting value: line 1 column 6 (char 5)',
    });
    // Views that never touch request.data: the body does not matter at all.
    const opportunity = `/v2/opportunities/${server.ids.OPPORTUNITY_ID}/disassociate-contact`;
    expect((await raw('POST', opportunity, '{not json', 'text/plain')).status).toBe(200);
    expect((await raw('GET', `/v1/homes/${server.ids.DEAL_ID}`, '{not json')).status).toBe(200);
    expect((await raw('GET', '/v1/meetings/', '{"calendar": 5}')).json).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it('answers creates 201 with the bare record, actions 200, lists paginated, DELETEs 204; DRF headers', async () => {
    const created = await post('/v1/property/', property);
    expect(created.status).toBe(201);
    expect(created.headers).toMatchObject({
      'content-type': 'application/json',
      allow: 'POST, OPTIONS',
      vary: 'Accept, Authorization',
      'x-frame-options': 'DENY',
    });
    const id = isObject(created.json) ? Number(created.json.id) : 0;
    expect(Number.isInteger(id) && id > 1000).toBe(true);
    const logged = await post(`/v1/property/log/pdf/${id}`, {});
    expect([logged.status, logged.json]).toMatchObject([201, { report: id, event: 'pdf' }]);
    const sent = await post(`/v1/rma/${server.ids.RMA_ID}/contract/send`, {});
    expect([sent.status, sent.json]).toEqual([200, { status: 'sent', rma: Number(server.ids.RMA_ID) }]);
    const subscribers = await call({
      method: 'GET',
      path: '/v1/notifications/upsert-notification-subscribers',
    });
    expect(subscribers.json).toMatchObject({ count: 1, next: null, previous: null });
    const removed = await call({ method: 'DELETE', path: '/v1/crm-provider/deactivate' });
    expect([removed.status, removed.text, removed.headers.allow]).toEqual([204, '', 'DELETE, OPTIONS']);
  });

  it('answers a body over 2.5 MiB with Django’s 413 HTML page', async () => {
    const path = `/v1/onsite-visit/${server.ids.SESSION_ID}/image-notes`;
    const make = (pad: string) => ({ caption: pad });
    expect((await raw('POST', path, jsonOfSize(make, 2_621_440))).status).toBe(201);
    const over = await raw('POST', path, jsonOfSize(make, 2_621_441));
    expect([over.status, over.headers['content-type'], over.text]).toEqual([
      413,
      'text/html; charset=utf-8',
      '<h1>Request Entity Too Large</h1>',
    ]);
  });
});

describe('drf server throttling', () => {
  it('publishes 1000 a minute by default, then 429 with DRF’s wait and Retry-After, per user; none when off', async () => {
    await expectThrottle(startDrfServer, {
      defaults: { limit: 1000, windowSeconds: 60 },
      limit: { limit: 3, windowSeconds: 60 },
      row: ['GET /v1/notifications/upsert-notification-subscribers', undefined, 200],
      under: (ex) =>
        expect([ex.headers['retry-after'], ex.headers['x-ratelimit-limit']]).toEqual([undefined, undefined]),
      over: (ex) => {
        const wait = Number(ex.headers['retry-after']);
        expect(wait >= 1 && wait <= 60).toBe(true);
        expect(ex.json).toEqual({ detail: `Request was throttled. Expected available in ${wait} seconds.` });
      },
      off: (ex) => expect(ex.status).toBe(200),
    });
  });
});

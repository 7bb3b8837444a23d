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
import { checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { bodyLimitRows, EXACT, expectRows, type Row } from '../support/rows.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { startDrfServer } from './index.ts';

const NOT_FOUND = { detail: 'Not found.' };
const HTML_404 = '<h1>Not Found</h1><p>The requested resource was not found on this server.</p>';

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
const _raw = (method: Outgoing['method'], path: string, body: string, contentType?: string) =>
  call({ method, path, raw: body, ...(contentType === undefined ? {} : { contentType }) });

const [P, MIGRATE, MMS] = [
  'POST /v1/property/',
  'POST /v1/estimates/migrate-products',
  'POST /v1/marketing-center/send-mms',
];
const [ESIGN, HOME] = ['POST /v1/esignatures/{DEAL_ID}', 'GET /v1/homes/{DEAL_ID}'];
const JSON_TYPE = { answer: { 'content-type': 'application/json' } };
const HTML = { answer: { 'content-type': 'text/html; charset=utf-8', allow: undefined } };
const CHALLENGE = { 'www-authenticate': 'Bearer realm="api"' };
const NOT_PROVIDED = '{"detail":"Authentication credentials were not provided."}';
const INTEGER = '{"bedrooms":["A valid integer is required."]}';
const NOT_STRING = '{"streetAddress":["Not a valid string."]}';
const everything = {
  state: 'C',
  bedrooms: 13,
  yearBuilt: '1999.5',
  application: 'ios',
  opportunityId: null,
  rejectedReason: '   ',
  sellingTimeFrame: true,
};
const lenient =
  '{"streetAddress": 123, "state": " CA ", "bedrooms": "12", "reportType": "standard", "yearBuilt": 1999.0}';
const rows: Record<string, Row[]> = {
  'answers 400 with a field-keyed error dict, every field at once, in DRF words': [
    [
      P,
      everything,
      400,
      [
        '{"streetAddress":["This field is required."],"state":["Ensure this field has at least 2 characters."],',
        '"bedrooms":["Ensure this value is less than or equal to 12."],"yearBuilt":["A valid integer is required."],',
        '"application":["\\"ios\\" is not a valid choice."],"opportunityId":["This field may not be null."],',
        '"reportType":["This field is required."],"rejectedReason":["This field may not be blank."],',
        '"sellingTimeFrame":["Not a valid string."]}',
      ],
      JSON_TYPE,
    ],
    [
      P,
      { ...property, sellingTimeFrame: 's'.repeat(41), bedrooms: -1 },
      400,
      {
        bedrooms: ['Ensure this value is greater than or equal to 0.'],
        sellingTimeFrame: ['Ensure this field has no more than 40 characters.'],
      },
      EXACT,
    ],
    [
      'POST /v1/referrals/',
      { referralType: 'buyer', clientEmail: 'a@b', zipCode: 12345 },
      400,
      '{"clientEmail":["Enter a valid email address."]}',
    ],
  ],
  'nests the errors of a nested serializer and of a list, and words non-object bodies': [
    [ESIGN, { primary: { name: 'Pat' } }, 400, '{"primary":{"email":["This field is required."]}}'],
    [
      ESIGN,
      { primary: 'x' },
      400,
      '{"non_field_errors":["Invalid data. Expected a dictionary, but got str."]}',
    ],
    [
      MIGRATE,
      { changeOrderIds: [7, 'x', 0, null] },
      400,
      {
        changeOrderIds: {
          1: ['A valid integer is required.'],
          2: ['Ensure this value is greater than or equal to 1.'],
          3: ['This field may not be null.'],
        },
      },
      EXACT,
    ],
    [
      MIGRATE,
      { changeOrderIds: 'abc', dryRun: 'maybe' },
      400,
      '{"dryRun":["Must be a valid boolean."],"changeOrderIds":["Expected a list of items but got type \\"str\\"."]}',
    ],
    [P, [property], 400, '{"non_field_errors":["Invalid data. Expected a dictionary, but got list."]}'],
    [P, 'null', 400, '{"non_field_errors":["No data provided"]}'],
    // An empty body is no data at all: the required fields are missing, whatever the content type.
    [
      MMS,
      '',
      400,
      '{"templateId":["This field is required."],"phone":["This field is required."]}',
      { contentType: 'text/plain' },
    ],
  ],
  'converts leniently: numeric strings and 12.0 to integers, numbers to trimmed strings, yes/no/1/0 to booleans':
    [
      [P, lenient, 201, { streetAddress: '123', state: 'CA', bedrooms: 12 }],
      ...[' 4 ', '4.0', 4.0, '+4', '1_0'].map((bedrooms): Row => [P, { ...property, bedrooms }, 201]),
      ...['12.5', 'abc', true, 4.5, '1e1', [4]].map(
        (bedrooms): Row => [P, { ...property, bedrooms }, 400, INTEGER],
      ),
      ...['yes', '1', 1, 'true', 'on', 'no', '0', 0, 'False'].map(
        (dryRun, i): Row => [
          MIGRATE,
          { dryRun, changeOrderIds: ['5', 6.0] },
          200,
          `{"dryRun":${i < 5},"migrated":2}`,
        ],
      ),
      ...[true, { a: 1 }, ['x']].map(
        (streetAddress): Row => [P, { ...property, streetAddress }, 400, NOT_STRING],
      ),
      // Choice fields compare Python's str() of the value: no trimming, no case folding.
      [
        P,
        { ...property, reportType: ' standard' },
        400,
        '{"reportType":["\\" standard\\" is not a valid choice."]}',
      ],
    ],
  'authenticates like SimpleJWT: 401 + Bearer challenge, before throttles, 405 and lookups': [
    [P, property, 401, NOT_PROVIDED, { as: 'none', answer: CHALLENGE }],
    [
      P,
      property,
      401,
      '{"detail":"Given token not valid for any token type","code":"token_not_valid","messages":[{"token_class":"AccessToken","token_type":"access","message":"Token is invalid or expired"}]}',
      { as: 'unknown', answer: CHALLENGE },
    ],
    ['GET /v1/realtors/{b.CONTACT_ID}', undefined, 200, undefined, { as: 'none' }],
    ['GET /v1/realtors/{b.CONTACT_ID}', undefined, 401, undefined, { as: 'unknown' }],
    ['PATCH /v1/property/', undefined, 401, undefined, { as: 'none' }],
  ],
  'answers any id that is not yours {"detail":"Not found."}; Python int() finds +1042': [
    ...['{b.DEAL_ID}', '999999', 'abc', '{DEAL_ID}abc'].map(
      (id): Row => [`GET /v1/homes/${id}`, undefined, 404, '{"detail":"Not found."}', JSON_TYPE],
    ),
    ['GET /v1/homes/0{DEAL_ID}', undefined, 200],
  ],
  'routes exactly as written: a slash variant or unknown path is Django’s HTML 404': [
    ...['/v1/property', '/v1/meetings', '/v1/homes/{DEAL_ID}/', '/v3/nowhere'].map(
      (path): Row => [`POST ${path}`, property, 404, HTML_404, HTML],
    ),
  ],
  'answers 405 with Allow, HEAD on GET views, 406 for an Accept it cannot render': [
    [
      'PATCH /v1/property/',
      undefined,
      405,
      '{"detail":"Method \\"PATCH\\" not allowed."}',
      { answer: { allow: 'POST, OPTIONS' } },
    ],
    ['HEAD /v1/homes/{DEAL_ID}', undefined, 200, '', { answer: { allow: 'GET, HEAD, OPTIONS' } }],
    [
      HOME,
      undefined,
      406,
      '{"detail":"Could not satisfy the request Accept header."}',
      { headers: { accept: 'text/html' } },
    ],
  ],
  'parses bodies lazily: 415 and JSON parse errors only where the view reads request.data': [
    [MMS, '{}', 415, 'Unsupported media type \\"text/plain\\" in request.', { contentType: 'text/plain' }],
    [MMS, 'x', 400, '{"detail":"JSON parse error - Expecting value: line 1 column 1 (char 0)"}'],
    [MMS, '{"a":', 400, '{"detail":"JSON parse error - Expecting value: line 1 column 6 (char 5)"}'],
    // Views that never touch request.data: the body does not matter at all.
    [
      'POST /v2/opportunities/{OPPORTUNITY_ID}/disassociate-contact',
      '{not',
      200,
      undefined,
      { contentType: 'text/plain' },
    ],
    [HOME, '{not json', 200],
    ['GET /v1/meetings/', '{"calendar": 5}', 200, '{"count":0,"next":null,"previous":null,"results":[]}'],
  ],
  'answers creates 201 with the bare record, lists paginated, DELETEs 204; DRF headers': [
    [
      P,
      property,
      201,
      undefined,
      { answer: { allow: 'POST, OPTIONS', vary: 'Accept, Authorization', 'x-frame-options': 'DENY' } },
    ],
    [
      'GET /v1/notifications/upsert-notification-subscribers',
      undefined,
      200,
      '{"count":1,"next":null,"previous":null',
    ],
    ['DELETE /v1/crm-provider/deactivate', undefined, 204, '', { answer: { allow: 'DELETE, OPTIONS' } }],
  ],
  'answers a body over 2.5 MiB with Django’s 413 HTML page': bodyLimitRows(
    'POST /v1/onsite-visit/{SESSION_ID}/image-notes',
    (pad) => ({ caption: pad }),
    2_621_440,
    201,
    '<h1>Request Entity Too Large</h1>',
    HTML,
  ),
};

describe('drf server conventions', () => {
  it.each(Object.entries(rows))('%s', (_what, table) => expectRows(server, table));

  it('reads the header type case-sensitively, echoes converted values, finds +1042, sends OPTIONS metadata', async () => {
    const header = (authorization: string) =>
      send(server.url, { method: 'POST', path: '/v1/property/', json: property, headers: { authorization } });
    expect((await header(`bearer ${server.tokens.a}`)).text).toBe(NOT_PROVIDED);
    expect((await header(`Bearer ${server.tokens.a} extra`)).json).toMatchObject({
      code: 'bad_authorization_header',
    });
    const created = await post('/v1/property/', { ...property, id: 1, status: 'done', zz: [1] });
    expect([created.status, created.json]).toMatchObject([201, { status: 'pending' }]);
    const id = isObject(created.json) ? Number(created.json.id) : 0;
    // Read-only `id` ignored (a server id above 1000), unknown `zz` not echoed.
    expect([
      Number.isInteger(id) && id > 1000,
      Object.keys(isObject(created.json) ? created.json : {}),
    ]).toEqual([true, expect.not.arrayContaining(['zz'])]);
    const logged = await post(`/v1/property/log/pdf/${id}`, {});
    expect([logged.status, logged.json]).toMatchObject([201, { report: id, event: 'pdf' }]);
    const sent = await post(`/v1/rma/${server.ids.RMA_ID}/contract/send`, {});
    expect([sent.status, sent.json]).toEqual([200, { status: 'sent', rma: Number(server.ids.RMA_ID) }]);
    expect((await call({ method: 'GET', path: `/v1/homes/%2B${server.ids.DEAL_ID}` })).json).toMatchObject({
      id: Number(server.ids.DEAL_ID),
    });
    const options = await call({ method: 'OPTIONS', path: '/v1/property/' });
    expect(options.json).toMatchObject({
      name: 'Property',
      parses: ['application/json'],
      actions: { POST: { bedrooms: { type: 'integer', required: true, min_value: 0, max_value: 12 } } },
    });
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

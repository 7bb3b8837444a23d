/**
 * @module The Laravel server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested `primary`/`bookedBy` fields included), and its Laravel 11
 * conventions hold over real HTTP: 422 `{message, errors}` with every error at once in Laravel's
 * words, `TrimStrings`/`ConvertEmptyStringsToNull` and the validator's lenient types, malformed or
 * non-JSON bodies read as no input, Sanctum's 401, 403 for another tenant's record, binding and
 * routing 404s, 405, 201 Resources, 204, `throttle:api` headers and 429, `post_max_size`'s 413.
 */
import { describe, expect, it } from 'vitest';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import type { Exchange } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { acceptedAs, checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { paramKind } from '../support/paths.ts';
import { ask, bodyLimitRows, expectRows, type Row } from '../support/rows.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { startLaravelServer } from './index.ts';
import { compileRules } from './rule-string.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };
const LARAVEL_HEADERS = {
  'content-type': 'application/json',
  'cache-control': 'no-cache, private',
  'x-powered-by': 'PHP/8.3.4',
};

const messageOf = (ex: Exchange) => (isObject(ex.json) ? ex.json.message : undefined);
const errorsOf = (ex: Exchange) =>
  ex.status === 422 && isObject(ex.json) && isObject(ex.json.errors) ? ex.json.errors : undefined;

const LARAVEL: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: acceptedAs('application/json'),
  rejected: (ex, path) => Array.isArray(errorsOf(ex)?.[path.join('.')]),
  notFound: (ex) =>
    ex.status === 404 && /^No query results for model \[App\\Models\\\w+\] \d+$/.test(String(messageOf(ex))),
  otherTenant: (ex) => ex.status === 403 && messageOf(ex) === 'This action is unauthorized.',
  malformedId: (ex) => ex.status === 404 && /^The route .+ could not be found\.$/.test(String(messageOf(ex))),
  malformedIgnoredBody: () => false,
};

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };
const referral = { referralType: 'buyer', clientEmail: 'pat@example.com', zipCode: '12345' };
const [P, NOTE, MIGRATE, REFERRAL] = [
  'POST /v1/property/',
  'POST /v1/homes/1/note',
  'POST /v1/estimates/migrate-products',
  'POST /v1/referrals/',
];
const SUBSCRIBERS = 'GET /v1/notifications/upsert-notification-subscribers';
const FORBIDDEN = '{"message":"This action is unauthorized."}';
/** The error bag entry of a field, `The <field in words> field <tail>`, as the JSON text carries it. */
const says = (field: string, tail: string) =>
  `"${field}":["The ${field.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)} field ${tail}"]`;
const NOT_HOMES =
  'The POST method is not supported for route v1\\/homes\\/1042. Supported methods: GET, HEAD.';
const DELETED = {
  'content-type': undefined,
  'cache-control': 'no-cache, private',
  'x-powered-by': 'PHP/8.3.4',
};
const server = selfTest('laravel', {
  start: () => startLaravelServer({ rateLimit: DISCOVERY_LIMIT }),
  check: (s, op) => checkModelOperation(s, op, LARAVEL),
  publishes: ({ truth }) => {
    const ops = truth.operations;
    expect(truthSummary(truth)).toEqual({
      operations: 21,
      publicOps: ['8', '18'],
      noTokenStatuses: [401],
      validationStatuses: [422],
      otherSuccess: { '1': 201, '2': 201, '10': 201, '11': 201, '13': 201, '16': 201, '19': 204, '20': 204 },
      getBody: { '8': 'honored', '12': 'honored', '18': 'honored' },
      rateLimit: DISCOVERY_LIMIT,
      maxBodyBytes: 8_388_608,
      errorContentType: 'application/json',
      credentialHeader: undefined,
    });
    // 15 and 17 read their input but enforce nothing; 19–21 take none.
    expect(['15', '17', '19'].map((n) => [ops[n]?.validationStatus, ops[n]?.request?.required])).toEqual([
      [undefined, []],
      [undefined, []],
      [undefined, undefined],
    ]);
    expect(ops['1']?.request?.properties).toMatchObject({
      bedrooms: { type: 'integer', minimum: 0, maximum: 12 },
      state: { type: 'string', minLength: 2, maxLength: 2 },
      streetAddress: { type: 'string', minLength: 1, maxLength: 255 },
      reportType: { type: 'string', enum: ['standard', 'rejected'] },
    });
    expect(ops['2']?.request?.properties.latitude).toEqual({ type: 'number', minimum: -90, maximum: 90 });
    expect(ops['14']?.request?.properties.primary).toMatchObject({
      required: ['email', 'name'],
      additionalProperties: true,
      properties: { email: { type: 'string', format: 'email', maxLength: 254 } },
    });
    expect(ops['6']?.request).toMatchObject({ required: ['changeOrderIds'] });
  },
  sequential: createProperty(property),
});

it('parses rule strings eagerly: an unknown rule or a bad parameter fails when the table loads', () => {
  expect(compileRules({ 'items.*': 'integer', bedrooms: 'required|integer|between:0,12' })).toEqual([
    {
      attribute: 'bedrooms',
      rules: [{ name: 'required' }, { name: 'integer' }, { name: 'between', min: 0, max: 12 }],
    },
    { attribute: 'items.*', rules: [{ name: 'integer' }] },
  ]);
  expect(() => compileRules({ zip: 'required|regex:/^\\d+$/' })).toThrow("unsupported rule 'regex:/^\\d+$/'");
  expect(() => compileRules({ note: 'max:many' })).toThrow("'many' is not a number");
});

const E = 'POST /v1/esignatures/{DEAL_ID}';
const HOME = 'GET /v1/homes/{DEAL_ID}';
const REALTOR_B = 'GET /v1/realtors/{b.CONTACT_ID}';
const meeting = { calendar: 'main', timezone: 'UTC', startTime: 0 };
const text = JSON.stringify(property);
const BARE = { answer: { 'www-authenticate': undefined, 'x-ratelimit-limit': undefined } };
/** The error bag entry of one field with its one message, as the JSON text carries it. */
const one = (field: string, message: string) => `"${field}":["${message}"]`;
const ALL_AT_ONCE = [
  '{"message":"The street address field must be a string. (and 4 more errors)","errors":{',
  one('streetAddress', 'The street address field must be a string.'),
  one('state', 'The state field must be 2 characters.'),
  '"bedrooms":["The bedrooms field must be an integer.","The bedrooms field must not be greater than 12."]',
  one('reportType', 'The selected report type is invalid.'),
];
const REQUIRED = [
  one('streetAddress', 'The street address field is required.'),
  one('reportType', 'The report type field is required.'),
];
const NO_INPUT = [
  '{"message":"The street address field is required. (and 2 more errors)","errors":{',
  `${REQUIRED[0]},${one('bedrooms', 'The bedrooms field is required.')},${REQUIRED[1]}}}`,
];
const rows: Record<string, Row[]> = {
  'answers 422 with a summary message and every error at once, in rule order and its words': [
    [
      P,
      { bedrooms: 12.5, state: 'C', streetAddress: 5, reportType: 'big' },
      422,
      ALL_AT_ONCE,
      { answer: LARAVEL_HEADERS },
    ],
    [
      NOTE,
      { note: 'x' },
      422,
      '{"message":"The note field must be at least 2 characters.","errors":{"note":[',
    ],
    [P, { ...property, bedrooms: -1 }, 422, says('bedrooms', 'must be at least 0.')],
    [P, { ...property, bedrooms: 'x' }, 422, says('bedrooms', 'must be an integer.')],
    [P, { ...property, yearBuilt: 1700 }, 422, says('yearBuilt', 'must be between 1800 and 2100.')],
    [NOTE, { note: 'n'.repeat(501) }, 422, says('note', 'must not be greater than 500 characters.')],
    [REFERRAL, { clientEmail: 'nope' }, 422, says('clientEmail', 'must be a valid email address.')],
    [REFERRAL, {}, 422, says('clientEmail', 'is required.')],
    [REFERRAL, { latitude: 'north' }, 422, says('latitude', 'must be a number.')],
    [MIGRATE, { dryRun: 'yes' }, 422, says('dryRun', 'must be true or false.')],
    [MIGRATE, {}, 422, says('changeOrderIds', 'must be present.')],
    [MIGRATE, { changeOrderIds: 'x' }, 422, says('changeOrderIds', 'must be an array.')],
    ['POST /v1/marketing-center/send-mms', { templateId: 7 }, 422, says('templateId', 'must be a string.')],
    [
      'POST /v2/payments/reno/payment-intents',
      { type: 'YEAR-STARTER' },
      422,
      one('type', 'The selected type is invalid.'),
    ],
  ],
  'keys nested fields and list items in dot notation, with the raw names in their messages': [
    [
      E,
      { primary: { email: 'nope' } },
      422,
      [says('primary.email', 'must be a valid email address.'), says('primary.name', 'is required.')],
    ],
    [
      MIGRATE,
      { changeOrderIds: [1, 'x', 0, '4'] },
      422,
      one('changeOrderIds.1', 'The changeOrderIds.1 field must be an integer.'),
    ],
    [
      MIGRATE,
      { changeOrderIds: [1, 'x', 0, '4'] },
      422,
      `${one('changeOrderIds.2', 'The changeOrderIds.2 field must be at least 1.')}}}`,
    ],
    [
      'POST /v1/onsite-visit/{SESSION_ID}/image-notes',
      { notes: [{ text: 'ok' }, {}] },
      422,
      says('notes.1.text', 'is required.'),
    ],
    [
      'GET /v1/meetings/',
      { ...meeting, bookedBy: { email: 'x' } },
      422,
      one('bookedBy.email', 'The booked by.email field must be a valid email address.'),
      { as: 'none' },
    ],
  ],
  'reads "" and "   " as null: missing where required, accepted where nullable; trims the rest': [
    [P, { ...property, streetAddress: '', reportType: '   ' }, 422, REQUIRED],
    [
      P,
      { ...property, streetAddress: '  1 Main  ', state: '' },
      201,
      '"street_address":"1 Main","state":null',
    ],
    // Trimmed before `size:2` counts.
    [P, { ...property, state: ' CA ' }, 201],
  ],
  'takes integer strings and true for integers, numeric strings for numbers, 1/0/"1"/"0" for booleans': [
    ...['12', ' 7 ', '+3', 12.0, true].map((bedrooms): Row => [P, { ...property, bedrooms }, 201]),
    [P, { ...property, bedrooms: '12' }, 201, '"bedrooms":12,'],
    ...[12.5, '12.5', '1e1', '012', false, [3]].map((bedrooms): Row => [P, { ...property, bedrooms }, 422]),
    ...['12.5', -90, '1e1'].map((latitude): Row => [REFERRAL, { ...referral, latitude }, 201]),
    ...[true, false, 1, 0, '1', '0', null].map(
      (dryRun): Row => [MIGRATE, { dryRun, changeOrderIds: [] }, 200],
    ),
    ...['true', 'false', 'yes', 2].map((dryRun): Row => [MIGRATE, { dryRun, changeOrderIds: [] }, 422]),
    // A JSON object is a PHP array too.
    [MIGRATE, { changeOrderIds: { a: 1 } }, 200],
  ],
  'refuses numbers for strings, accepts null on nullable fields, omitted optionals and unknown fields': [
    [
      'POST /v1/marketing-center/send-mms',
      { templateId: 7, phone: 5551234567 },
      422,
      '"errors":{"templateId":[',
    ],
    ['POST /v1/marketing-center/send-mms', { templateId: 7, phone: 5551234567 }, 422, '],"phone":['],
    [P, { ...property, state: null, yearBuilt: null, application: null, zz: { deep: 1 } }, 201],
    [P, property, 201],
    // RFC validation, no DNS: a single-label domain passes.
    [REFERRAL, { referralType: 'seller', zipCode: '12345', clientEmail: 'a@b' }, 201],
  ],
  'reads malformed JSON, non-objects, other content types and no content type as no input': [
    [P, undefined, 422, NO_INPUT],
    [P, '{"streetAddress":"1 Main",', 422, NO_INPUT],
    [P, '[{"streetAddress":"1 Main"}]', 422, NO_INPUT],
    [P, '"1 Main"', 422, NO_INPUT],
    [P, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]), 422, NO_INPUT],
    [P, `{"streetAddress":"\\ud800",${text.slice(1)}`, 422, NO_INPUT],
    [P, `{"x":${'['.repeat(600)}${']'.repeat(600)},${text.slice(1)}`, 422, NO_INPUT],
    ...['text/plain', 'Application/JSON', ''].map(
      (contentType): Row => [P, text, 422, NO_INPUT, { contentType }],
    ),
    [P, text, 201, undefined, { contentType: 'application/vnd.api+json' }],
    // Nothing required: any body, even a broken one, is fine.
    ['POST /v1/rma/{RMA_ID}/contract/send', '{not json', 200],
    ['POST /v1/property/log/view/{REPORT_ID}', '[1,2]', 200],
  ],
  'reads the JSON body of a GET like any other': [
    [HOME, undefined, 200],
    [
      HOME,
      { associatedObjectId: 'abc' },
      422,
      `"errors":{${says('associatedObjectId', 'must be an integer.')}}}`,
    ],
    [HOME, { associatedObjectId: '42' }, 200, '"associated_object_id":"42"'],
  ],
  "answers Sanctum's 401 without a challenge or rate headers, for a missing or unknown token": [
    [SUBSCRIBERS, undefined, 401, '{"message":"Unauthenticated."}', { as: 'none', ...BARE }],
    [SUBSCRIBERS, undefined, 401, '{"message":"Unauthenticated."}', { as: 'unknown', ...BARE }],
  ],
  'serves 8 and 18 to guests (a bad token is a guest), yet a user sees only their own contact': [
    ['GET /v1/meetings/', meeting, 200, '"current_page":1,', { as: 'none' }],
    ['GET /v1/meetings/', meeting, 200, '"per_page":15,', { as: 'none' }],
    ['GET /v1/meetings/', meeting, 200, '"total":1', { as: 'none' }],
    [REALTOR_B, undefined, 200, undefined, { as: 'none' }],
    [REALTOR_B, undefined, 200, undefined, { as: 'unknown' }],
    [REALTOR_B, undefined, 403, FORBIDDEN],
    // MySQL compares the text with an integer column.
    ['GET /v1/homes/00{DEAL_ID}', undefined, 200],
  ],
  'routes like Laravel: optional trailing slash, whereNumber ids, 404 and 405 messages, OPTIONS': [
    ['POST /v1/property', property, 201],
    [`${HOME}/`, undefined, 200],
    ['GET /v1/homes/abc', undefined, 404, '{"message":"The route v1\\/homes\\/abc could not be found."}'],
    ['GET /v1/foo?x=1', undefined, 404, '{"message":"The route v1\\/foo could not be found."}'],
    ['GET /V1/property/log/view/1', undefined, 404],
    ['POST /v1/homes/1042', undefined, 405, NOT_HOMES, { answer: { allow: 'GET, HEAD' } }],
    ['DELETE /v1/property/', undefined, 405, 'Supported methods: POST."}'],
    ['OPTIONS /v1/property/', undefined, 200, undefined, { as: 'none', answer: { allow: 'POST' } }],
  ],
  'answers creates 201 with a Resource, actions with data or a message, lists paginated, deletes 204': [
    [NOTE, { note: 'Called the owner' }, 201, '"deal_id":1,"note":"Called the owner"'],
    [
      'POST /v1/property/complete-report',
      { id: 'r-1', reportId: '1' },
      200,
      '{"message":"Report completed."}',
    ],
    [
      SUBSCRIBERS,
      undefined,
      200,
      ['{"data":[{"id":1', '"links":{', '"prev":null,"next":null', '"last_page":1'],
    ],
    [SUBSCRIBERS, undefined, 200, '"path":"http:\\/\\/127.0.0.1:'],
    ['DELETE /v2/payments/reno/remove-subscription', undefined, 204, '', { answer: DELETED }],
  ],
};

describe('laravel server conventions', () => {
  it.each(Object.entries(rows))('%s', (_what, table) => expectRows(server(), table));

  it('keys a non-object nested field and each of its required fields', async () => {
    const notObject = await ask(server(), [E, { primary: 'pat' }, 422]);
    expect(Object.keys(errorsOf(notObject) ?? {})).toEqual(['primary', 'primary.email', 'primary.name']);
  });

  it("answers another tenant's record 403 and an unknown id 404 naming the model, before validation", async () => {
    for (const op of Object.values(server().truth.operations)) {
      const kind = paramKind(op.path);
      if (kind === undefined) continue;
      const path = `${op.method} ${op.path.replace(/\{\w+\}/, `{b.${kind}}`)}`;
      // An invalid body where the route reads one: binding and the policy come first.
      const invalid = { note: 5, primary: 'x', city: 7 };
      const model = `App\\Models\\${RECORD_NOUNS[kind]}`;
      await expectRows(server(), [
        [path, invalid, 403, FORBIDDEN],
        [
          path.replace(/\{b\.\w+\}/, '98412'),
          invalid,
          404,
          { message: `No query results for model [${model}] 98412` },
        ],
      ]);
    }
  });

  it('reads the bearer scheme in any case; stamps created_at with microseconds', async () => {
    const authorization = `bearer ${server().tokens.a}`;
    await expectRows(server(), [
      [SUBSCRIBERS, undefined, 200, undefined, { as: 'none', headers: { authorization } }],
    ]);
    const created = await ask(server(), [NOTE, { note: 'Called the owner' }, 201]);
    const data = isObject(created.json) && isObject(created.json.data) ? created.json.data : {};
    expect(String(data.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });
});

describe('laravel server limits', () => {
  it('sends the rate headers on every answer the route gives, and 429 Too Many Attempts past the limit', async () => {
    const limited = await startLaravelServer();
    try {
      const rate = async (row: Row) => {
        const ex = await ask(limited, row);
        return `${ex.status} ${ex.headers['x-ratelimit-limit']}/${ex.headers['x-ratelimit-remaining']}`;
      };
      const rows: Row[] = [
        [SUBSCRIBERS, undefined, 200],
        [P, {}, 422],
        ['GET /v1/homes/98412', undefined, 404],
        ['GET /v1/homes/{b.DEAL_ID}', undefined, 403],
        ['GET /nowhere', undefined, 404],
      ];
      const seen = [];
      for (const row of rows) seen.push(await rate(row));
      expect(seen).toEqual(['200 60/59', '422 60/58', '404 60/57', '403 60/56', '404 undefined/undefined']);
    } finally {
      await limited.close();
    }
    await expectThrottle(startLaravelServer, {
      defaults: { limit: 60, windowSeconds: 60 },
      limit: { limit: 3, windowSeconds: 60 },
      row: [SUBSCRIBERS, undefined, 200],
      over: (ex) => {
        expect([ex.json, ex.headers['x-ratelimit-remaining']]).toEqual([
          { message: 'Too Many Attempts.' },
          '0',
        ]);
        const wait = Number(ex.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(Number(ex.headers['x-ratelimit-reset'])).toBeCloseTo(Date.now() / 1000 + wait, -1);
      },
      off: (ex) => expect([ex.status, ex.headers['x-ratelimit-limit']]).toEqual([200, undefined]),
    });
  });

  it("refuses a body past post_max_size (8 MiB) with Laravel's 413 JSON, on any route", async () => {
    const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
    const over = { message: 'The POST data is too large.' };
    await expectRows(server(), [
      ...bodyLimitRows(MIGRATE, make, 8_388_608, 422, over, { exact: true, answer: LARAVEL_HEADERS }),
      ['GET /nowhere', jsonOfSize(make, 8_388_609), 413],
    ]);
    const small = await startLaravelServer({ maxBodyBytes: 100 });
    try {
      expect(small.truth.maxBodyBytes).toBe(100);
      await expectRows(small, [[P, 'x'.repeat(101), 413, undefined, { as: 'none' }]]);
    } finally {
      await small.close();
    }
  });
});

/**
 * @module The Laravel server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested `primary`/`bookedBy` fields included), and its Laravel 11
 * conventions hold over real HTTP: 422 `{message, errors}` with every error at once in Laravel's
 * words, `TrimStrings`/`ConvertEmptyStringsToNull` and the validator's lenient types, malformed or
 * non-JSON bodies read as no input, Sanctum's 401, 403 for another tenant's record, binding and
 * routing 404s, 405, 201 Resources, 204, `throttle:api` headers and 429, `post_max_size`'s 413.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationTruth, ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import { type Exchange, type Outgoing, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { fillPath, paramKind } from '../support/paths.ts';
import { itSurvivesJunkAndLoad } from '../support/robustness.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { LARAVEL_ROUTES, startLaravelServer } from './index.ts';
import { compileRules } from './rule-string.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };
const LARAVEL_HEADERS = {
  'content-type': 'application/json',
  'cache-control': 'no-cache, private',
  'x-powered-by': 'PHP/8.3.4',
};

const messageOf = (ex: Exchange) => (isObject(ex.json) ? ex.json.message : undefined);

/** The error bag of a 422, or `undefined` for any other answer. */
function errorsOf(ex: Exchange): Record<string, unknown> | undefined {
  if (ex.status !== 422 || !isObject(ex.json) || !isObject(ex.json.errors)) return undefined;
  return ex.json.errors;
}

const LARAVEL: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: (ex: Exchange, op: OperationTruth) =>
    ex.status === op.successStatus &&
    (op.successStatus === 204
      ? ex.text === ''
      : ex.headers['content-type'] === 'application/json' && isObject(ex.json)),
  rejected: (ex, path) => Array.isArray(errorsOf(ex)?.[path.join('.')]),
  notFound: (ex) =>
    ex.status === 404 && /^No query results for model \[App\\Models\\\w+\] \d+$/.test(String(messageOf(ex))),
  otherTenant: (ex) => ex.status === 403 && messageOf(ex) === 'This action is unauthorized.',
  malformedId: (ex) => ex.status === 404 && /^The route .+ could not be found\.$/.test(String(messageOf(ex))),
  malformedIgnoredBody: () => false,
};

let server: ReferenceServerHandle;
beforeAll(async () => {
  server = await startLaravelServer({ rateLimit: DISCOVERY_LIMIT });
});
afterAll(() => server.close());

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };
const call = (out: Omit<Outgoing, 'token'>) => send(server.url, { ...out, token: server.tokens.a });
const post = (path: string, json: unknown) => call({ method: 'POST', path, json });
const postRaw = (path: string, raw: string | Buffer, contentType?: string) =>
  call({ method: 'POST', path, raw, ...(contentType === undefined ? {} : { contentType }) });
/** The `data` of a success, for echoed values. */
const dataOf = (ex: Exchange) => (isObject(ex.json) && isObject(ex.json.data) ? ex.json.data : undefined);

const REQUIRED_PROPERTY_ERRORS = {
  streetAddress: ['The street address field is required.'],
  bedrooms: ['The bedrooms field is required.'],
  reportType: ['The report type field is required.'],
};

describe('laravel server truth', () => {
  it('publishes all 21 operations: 401 without a token, 8 and 18 public, 422, honoured GET bodies', () => {
    const ops = server.truth.operations;
    expect(truthSummary(server.truth)).toEqual({
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
  });

  it('parses rule strings eagerly: an unknown rule or a bad parameter fails when the table loads', () => {
    expect(compileRules({ 'items.*': 'integer', bedrooms: 'required|integer|between:0,12' })).toEqual([
      {
        attribute: 'bedrooms',
        rules: [{ name: 'required' }, { name: 'integer' }, { name: 'between', min: 0, max: 12 }],
      },
      { attribute: 'items.*', rules: [{ name: 'integer' }] },
    ]);
    expect(() => compileRules({ zip: 'required|regex:/^\\d+$/' })).toThrow(
      "unsupported rule 'regex:/^\\d+$/'",
    );
    expect(() => compileRules({ note: 'max:many' })).toThrow("'many' is not a number");
  });

  it.each(Object.keys(LARAVEL_ROUTES))('operation %s behaves as its truth says', async (op) => {
    expect(await checkModelOperation(server, op, LARAVEL)).toEqual([]);
  });
});

describe('laravel server validation', () => {
  it('answers 422 with a summary message and every error at once, in rule order', async () => {
    const ex = await post('/v1/property/', {
      bedrooms: 12.5,
      state: 'C',
      streetAddress: 5,
      reportType: 'big',
    });
    expect(ex.headers).toMatchObject(LARAVEL_HEADERS);
    expect(ex.json).toEqual({
      message: 'The street address field must be a string. (and 4 more errors)',
      errors: {
        streetAddress: ['The street address field must be a string.'],
        state: ['The state field must be 2 characters.'],
        bedrooms: [
          'The bedrooms field must be an integer.',
          'The bedrooms field must not be greater than 12.',
        ],
        reportType: ['The selected report type is invalid.'],
      },
    });
    const one = await post('/v1/homes/1/note', { note: 'x' });
    expect(one.json).toEqual({
      message: 'The note field must be at least 2 characters.',
      errors: { note: ['The note field must be at least 2 characters.'] },
    });
  });

  it("words each rule as Laravel 11's lang/en/validation.php does", async () => {
    const [P, NOTE, REFERRAL, MIGRATE] = [
      '/v1/property/',
      '/v1/homes/1/note',
      '/v1/referrals/',
      '/v1/estimates/migrate-products',
    ];
    const cases: [string, unknown, string, string][] = [
      [P, { ...property, bedrooms: -1 }, 'bedrooms', 'must be at least 0.'],
      [P, { ...property, bedrooms: 'x' }, 'bedrooms', 'must be an integer.'],
      [P, { ...property, yearBuilt: 1700 }, 'yearBuilt', 'must be between 1800 and 2100.'],
      [NOTE, { note: 'n'.repeat(501) }, 'note', 'must not be greater than 500 characters.'],
      [REFERRAL, { clientEmail: 'nope' }, 'clientEmail', 'must be a valid email address.'],
      [REFERRAL, {}, 'clientEmail', 'is required.'],
      [REFERRAL, { latitude: 'north' }, 'latitude', 'must be a number.'],
      [MIGRATE, { dryRun: 'yes' }, 'dryRun', 'must be true or false.'],
      [MIGRATE, {}, 'changeOrderIds', 'must be present.'],
      [MIGRATE, { changeOrderIds: 'x' }, 'changeOrderIds', 'must be an array.'],
      ['/v1/marketing-center/send-mms', { templateId: 7 }, 'templateId', 'must be a string.'],
    ];
    const intent = await post('/v2/payments/reno/payment-intents', { type: 'YEAR-STARTER' });
    expect(errorsOf(intent)?.type).toEqual(['The selected type is invalid.']);
    for (const [path, body, field, message] of cases) {
      const words = field.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
      const ex = await post(path, body);
      expect([field, errorsOf(ex)?.[field]]).toEqual([field, [`The ${words} field ${message}`]]);
    }
  });

  it('keys nested fields and list items in dot notation, with the raw names in their messages', async () => {
    const esign = await post(`/v1/esignatures/${server.ids.DEAL_ID}`, { primary: { email: 'nope' } });
    expect(errorsOf(esign)).toEqual({
      'primary.email': ['The primary.email field must be a valid email address.'],
      'primary.name': ['The primary.name field is required.'],
    });
    const notObject = await post(`/v1/esignatures/${server.ids.DEAL_ID}`, { primary: 'pat' });
    expect(Object.keys(errorsOf(notObject) ?? {})).toEqual(['primary', 'primary.email', 'primary.name']);
    const items = await post('/v1/estimates/migrate-products', { changeOrderIds: [1, 'x', 0, '4'] });
    expect(errorsOf(items)).toEqual({
      'changeOrderIds.1': ['The changeOrderIds.1 field must be an integer.'],
      'changeOrderIds.2': ['The changeOrderIds.2 field must be at least 1.'],
    });
    const notes = await post(`/v1/onsite-visit/${server.ids.SESSION_ID}/image-notes`, {
      notes: [{ text: 'ok' }, {}],
    });
    expect(errorsOf(notes)).toEqual({ 'notes.1.text': ['The notes.1.text field is required.'] });
    const meeting = { calendar: 'main', timezone: 'UTC', startTime: 0, bookedBy: { email: 'x' } };
    const booked = await send(server.url, { method: 'GET', path: '/v1/meetings/', json: meeting });
    expect(errorsOf(booked)).toEqual({
      'bookedBy.email': ['The booked by.email field must be a valid email address.'],
    });
  });
});

describe("laravel server input quirks (TrimStrings, ConvertEmptyStringsToNull, the validator's types)", () => {
  it('reads "" and "   " as null: missing where required, accepted where nullable; trims the rest', async () => {
    const blank = await post('/v1/property/', { ...property, streetAddress: '', reportType: '   ' });
    expect(errorsOf(blank)).toEqual({
      streetAddress: ['The street address field is required.'],
      reportType: ['The report type field is required.'],
    });
    const trimmed = await post('/v1/property/', { ...property, streetAddress: '  1 Main  ', state: '' });
    expect([trimmed.status, dataOf(trimmed)?.street_address, dataOf(trimmed)?.state]).toEqual([
      201,
      '1 Main',
      null,
    ]);
    // Trimmed before `size:2` counts.
    expect((await post('/v1/property/', { ...property, state: ' CA ' })).status).toBe(201);
  });

  it('takes integer strings and true for integers, numeric strings for numbers, 1/0/"1"/"0" for booleans', async () => {
    for (const bedrooms of ['12', ' 7 ', '+3', 12.0, true]) {
      const ex = await post('/v1/property/', { ...property, bedrooms });
      expect([bedrooms, ex.status]).toEqual([bedrooms, 201]);
    }
    expect(dataOf(await post('/v1/property/', { ...property, bedrooms: '12' }))?.bedrooms).toBe(12);
    for (const bedrooms of [12.5, '12.5', '1e1', '012', false, [3]]) {
      const ex = await post('/v1/property/', { ...property, bedrooms });
      expect([bedrooms, ex.status]).toEqual([bedrooms, 422]);
    }
    const referral = { referralType: 'buyer', clientEmail: 'pat@example.com', zipCode: '12345' };
    for (const latitude of ['12.5', -90, '1e1']) {
      expect((await post('/v1/referrals/', { ...referral, latitude })).status).toBe(201);
    }
    const dry = (dryRun: unknown) => post('/v1/estimates/migrate-products', { dryRun, changeOrderIds: [] });
    for (const dryRun of [true, false, 1, 0, '1', '0', null]) expect((await dry(dryRun)).status).toBe(200);
    for (const dryRun of ['true', 'false', 'yes', 2]) expect((await dry(dryRun)).status).toBe(422);
    // A JSON object is a PHP array too.
    expect((await post('/v1/estimates/migrate-products', { changeOrderIds: { a: 1 } })).status).toBe(200);
  });

  it('refuses numbers for strings, accepts null on nullable fields, omitted optionals and unknown fields', async () => {
    const mms = await post('/v1/marketing-center/send-mms', { templateId: 7, phone: 5551234567 });
    expect(Object.keys(errorsOf(mms) ?? {})).toEqual(['templateId', 'phone']);
    const nulls = { ...property, state: null, yearBuilt: null, application: null, zz: { deep: 1 } };
    expect((await post('/v1/property/', nulls)).status).toBe(201);
    expect((await post('/v1/property/', property)).status).toBe(201);
    // RFC validation, no DNS: a single-label domain passes.
    const referral = { referralType: 'seller', zipCode: '12345', clientEmail: 'a@b' };
    expect((await post('/v1/referrals/', referral)).status).toBe(201);
  });

  it('reads malformed JSON, non-objects, other content types and no content type as no input', async () => {
    const empty = await call({ method: 'POST', path: '/v1/property/' });
    expect(empty.json).toEqual({
      message: 'The street address field is required. (and 2 more errors)',
      errors: REQUIRED_PROPERTY_ERRORS,
    });
    const text = JSON.stringify(property);
    const answers = [
      await postRaw('/v1/property/', '{"streetAddress":"1 Main",'),
      await postRaw('/v1/property/', '[{"streetAddress":"1 Main"}]'),
      await postRaw('/v1/property/', '"1 Main"'),
      await postRaw('/v1/property/', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d])),
      await postRaw('/v1/property/', `{"streetAddress":"\\ud800",${text.slice(1)}`),
      await postRaw('/v1/property/', `{"x":${'['.repeat(600)}${']'.repeat(600)},${text.slice(1)}`),
      await postRaw('/v1/property/', text, 'text/plain'),
      await postRaw('/v1/property/', text, 'Application/JSON'),
      await postRaw('/v1/property/', text, ''),
    ];
    for (const [i, ex] of answers.entries())
      expect([i, ex.status, errorsOf(ex)]).toEqual([i, 422, REQUIRED_PROPERTY_ERRORS]);
    expect((await postRaw('/v1/property/', text, 'application/vnd.api+json')).status).toBe(201);
    // Nothing required: any body, even a broken one, is fine.
    const rma = `/v1/rma/${server.ids.RMA_ID}/contract/send`;
    expect((await postRaw(rma, '{not json')).status).toBe(200);
    expect((await postRaw(`/v1/property/log/view/${server.ids.REPORT_ID}`, '[1,2]')).status).toBe(200);
  });

  it('reads the JSON body of a GET like any other', async () => {
    const home = `/v1/homes/${server.ids.DEAL_ID}`;
    expect((await call({ method: 'GET', path: home })).status).toBe(200);
    const bad = await call({ method: 'GET', path: home, json: { associatedObjectId: 'abc' } });
    expect(errorsOf(bad)).toEqual({
      associatedObjectId: ['The associated object id field must be an integer.'],
    });
    const good = await call({ method: 'GET', path: home, json: { associatedObjectId: '42' } });
    expect(dataOf(good)?.associated_object_id).toBe('42');
  });
});

describe('laravel server auth, binding and routing', () => {
  const subscribers = '/v1/notifications/upsert-notification-subscribers';

  it("answers Sanctum's 401 without a challenge or rate headers, for a missing or unknown token", async () => {
    for (const token of [undefined, 'nope', `${server.tokens.a}x`]) {
      const ex = await send(server.url, { method: 'GET', path: subscribers, token });
      expect([ex.status, ex.json, ex.headers['www-authenticate']]).toEqual([
        401,
        { message: 'Unauthenticated.' },
        undefined,
      ]);
      expect(ex.headers['x-ratelimit-limit']).toBeUndefined();
    }
    const lower = await send(server.url, {
      method: 'GET',
      path: subscribers,
      headers: { authorization: `bearer ${server.tokens.a}` },
    });
    expect(lower.status).toBe(200);
  });

  it('serves 8 and 18 to guests (a bad token is a guest), yet a user sees only their own contact', async () => {
    const meeting = { calendar: 'main', timezone: 'UTC', startTime: 0 };
    const meetings = await send(server.url, { method: 'GET', path: '/v1/meetings/', json: meeting });
    expect([meetings.status, isObject(meetings.json) && meetings.json.meta]).toMatchObject([
      200,
      { current_page: 1, per_page: 15, total: 1 },
    ]);
    const realtorB = `/v1/realtors/${server.idsB.CONTACT_ID}`;
    expect((await send(server.url, { method: 'GET', path: realtorB })).status).toBe(200);
    expect((await send(server.url, { method: 'GET', path: realtorB, token: 'nope' })).status).toBe(200);
    const asA = await call({ method: 'GET', path: realtorB });
    expect([asA.status, asA.json]).toEqual([403, { message: 'This action is unauthorized.' }]);
  });

  it("answers another tenant's record 403 and an unknown id 404 naming the model, before validation", async () => {
    for (const [n, op] of Object.entries(server.truth.operations)) {
      const kind = paramKind(op.path);
      if (kind === undefined) continue;
      // An invalid body where the route reads one: binding and the policy come first.
      const out = (id: string): Outgoing => ({
        method: op.method,
        path: fillPath(op.path, server.ids, id),
        token: server.tokens.a,
        json: { note: 5, primary: 'x', city: 7 },
      });
      const other = await send(server.url, out(server.idsB[kind]));
      expect([n, other.status, other.json]).toEqual([n, 403, { message: 'This action is unauthorized.' }]);
      const unknown = await send(server.url, out('98412'));
      const model = `App\\Models\\${RECORD_NOUNS[kind]}`;
      expect([n, unknown.status, unknown.json]).toEqual([
        n,
        404,
        { message: `No query results for model [${model}] 98412` },
      ]);
    }
    // MySQL compares the text with an integer column.
    const padded = await call({ method: 'GET', path: `/v1/homes/00${server.ids.DEAL_ID}` });
    expect([padded.status, dataOf(padded)?.id]).toEqual([200, Number(server.ids.DEAL_ID)]);
  });

  it('routes like Laravel: optional trailing slash, whereNumber ids, 404 and 405 messages, OPTIONS', async () => {
    expect((await post('/v1/property', property)).status).toBe(201);
    expect((await call({ method: 'GET', path: `/v1/homes/${server.ids.DEAL_ID}/` })).status).toBe(200);
    const junkId = await call({ method: 'GET', path: '/v1/homes/abc' });
    expect([junkId.status, junkId.json]).toEqual([
      404,
      { message: 'The route v1/homes/abc could not be found.' },
    ]);
    const unknown = await call({ method: 'GET', path: '/v1/foo?x=1' });
    expect([unknown.status, unknown.json, unknown.text]).toEqual([
      404,
      { message: 'The route v1/foo could not be found.' },
      '{"message":"The route v1\\/foo could not be found."}',
    ]);
    expect((await call({ method: 'GET', path: '/V1/property/log/view/1' })).status).toBe(404);
    const wrong = await call({ method: 'POST', path: '/v1/homes/1042' });
    expect([wrong.status, wrong.json, wrong.headers.allow]).toEqual([
      405,
      { message: 'The POST method is not supported for route v1/homes/1042. Supported methods: GET, HEAD.' },
      'GET, HEAD',
    ]);
    const wrongPost = await send(server.url, { method: 'DELETE', path: '/v1/property/' });
    expect(messageOf(wrongPost)).toBe(
      'The DELETE method is not supported for route v1/property. Supported methods: POST.',
    );
    const options = await fetch(`${server.url}/v1/property/`, { method: 'OPTIONS' });
    expect([options.status, options.headers.get('allow'), await options.text()]).toEqual([200, 'POST', '']);
  });

  it('answers creates 201 with a Resource, actions with data or a message, lists paginated, deletes 204', async () => {
    const created = await post('/v1/homes/1/note', { note: 'Called the owner' });
    expect([created.status, dataOf(created)]).toMatchObject([201, { deal_id: 1, note: 'Called the owner' }]);
    expect(String(dataOf(created)?.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const done = await post('/v1/property/complete-report', { id: 'r-1', reportId: '1' });
    expect([done.status, done.json]).toEqual([200, { message: 'Report completed.' }]);
    const list = await call({ method: 'GET', path: '/v1/notifications/upsert-notification-subscribers' });
    expect(list.json).toMatchObject({
      data: [{ id: 1 }],
      links: { prev: null, next: null },
      meta: { current_page: 1, last_page: 1, total: 1 },
    });
    expect(list.text).toContain('"path":"http:\\/\\/127.0.0.1:');
    const removed = await call({ method: 'DELETE', path: '/v2/payments/reno/remove-subscription' });
    expect([removed.status, removed.text, removed.headers['content-type']]).toEqual([204, '', undefined]);
    expect(removed.headers).toMatchObject({
      'cache-control': 'no-cache, private',
      'x-powered-by': 'PHP/8.3.4',
    });
  });
});

describe('laravel server limits', () => {
  it('sends the rate headers on every answer the route gives, and 429 Too Many Attempts past the limit', async () => {
    const limited = await startLaravelServer();
    try {
      expect(limited.truth.rateLimit).toEqual({ limit: 60, windowSeconds: 60 });
      const path = '/v1/notifications/upsert-notification-subscribers';
      const as = (token: string, out: Omit<Outgoing, 'token'>) => send(limited.url, { ...out, token });
      const answers = [
        await as(limited.tokens.a, { method: 'GET', path }),
        await as(limited.tokens.a, { method: 'POST', path: '/v1/property/', json: {} }),
        await as(limited.tokens.a, { method: 'GET', path: '/v1/homes/98412' }),
        await as(limited.tokens.a, { method: 'GET', path: `/v1/homes/${limited.idsB.DEAL_ID}` }),
      ];
      const rate = (ex: Exchange) =>
        `${ex.status} ${ex.headers['x-ratelimit-limit']}/${ex.headers['x-ratelimit-remaining']}`;
      expect(answers.map(rate)).toEqual(['200 60/59', '422 60/58', '404 60/57', '403 60/56']);
      const routeMiss = await as(limited.tokens.a, { method: 'GET', path: '/nowhere' });
      expect(routeMiss.headers['x-ratelimit-limit']).toBeUndefined();
      for (let i = 0; i < 56; i += 1) await as(limited.tokens.a, { method: 'GET', path });
      const over = await as(limited.tokens.a, { method: 'GET', path });
      expect([over.status, over.json, over.headers['x-ratelimit-remaining']]).toEqual([
        429,
        { message: 'Too Many Attempts.' },
        '0',
      ]);
      const wait = Number(over.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(Number(over.headers['x-ratelimit-reset'])).toBeCloseTo(Date.now() / 1000 + wait, -1);
      // Per user: tenant b still has its own window.
      expect((await as(limited.tokens.b, { method: 'GET', path })).status).toBe(200);
    } finally {
      await limited.close();
    }
    const open = await startLaravelServer({ rateLimit: false });
    try {
      expect(open.truth.rateLimit).toBeUndefined();
      const path = '/v1/notifications/upsert-notification-subscribers';
      const ex = await send(open.url, { method: 'GET', path, token: open.tokens.a });
      expect([ex.status, ex.headers['x-ratelimit-limit']]).toEqual([200, undefined]);
    } finally {
      await open.close();
    }
  });

  it("refuses a body past post_max_size (8 MiB) with Laravel's 413 JSON, on any route", async () => {
    const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
    const base = { method: 'POST', path: '/v1/estimates/migrate-products' } as const;
    expect((await call({ ...base, raw: jsonOfSize(make, 8_388_608) })).status).toBe(422);
    const over = await call({ ...base, raw: jsonOfSize(make, 8_388_609) });
    expect([over.status, over.json]).toEqual([413, { message: 'The POST data is too large.' }]);
    expect(over.headers).toMatchObject(LARAVEL_HEADERS);
    const anywhere = await call({ method: 'GET', path: '/nowhere', raw: jsonOfSize(make, 8_388_609) });
    expect(anywhere.status).toBe(413);
    const small = await startLaravelServer({ maxBodyBytes: 100 });
    try {
      expect(small.truth.maxBodyBytes).toBe(100);
      const ex = await send(small.url, { method: 'POST', path: '/v1/property/', raw: 'x'.repeat(101) });
      expect(ex.status).toBe(413);
    } finally {
      await small.close();
    }
  });

  itSurvivesJunkAndLoad(
    () => server,
    ({ tokens }) => ({ method: 'POST', path: '/v1/property/', token: tokens.a, json: property }),
  );
});

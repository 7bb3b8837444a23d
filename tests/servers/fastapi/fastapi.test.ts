/**
 * @module The FastAPI server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested `primary`/`bookedBy` fields included), and its FastAPI +
 * pydantic v2 conventions hold over real HTTP: 422 `detail` lists with every error at once, lax
 * coercions, `json_invalid`, HTTPBearer's 403 and the 401 for a bad token, 403 for another tenant's
 * object, `uuid_parsing` ids, 307 slash redirects, 405, 204, slowapi's headers and 429, nginx's 413.
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
import { FASTAPI_RULES, startFastapiServer } from './index.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Detail {
  readonly type: string;
  readonly loc: readonly (string | number)[];
  readonly msg: string;
  readonly input: unknown;
  readonly ctx?: Record<string, unknown>;
}

/** The `detail` list of a 422, or `undefined` for any other answer. */
function details(ex: Exchange): readonly Detail[] | undefined {
  if (ex.status !== 422 || !isObject(ex.json) || !Array.isArray(ex.json.detail)) return undefined;
  return ex.json.detail as Detail[];
}

const detailText = (ex: Exchange) => (isObject(ex.json) ? ex.json.detail : undefined);

const FASTAPI: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: (ex: Exchange, op: OperationTruth) =>
    ex.status === op.successStatus &&
    (op.successStatus === 204
      ? ex.text === ''
      : ex.headers['content-type'] === 'application/json' && isObject(ex.json)),
  rejected: (ex, path) =>
    details(ex)?.some((d) => JSON.stringify(d.loc) === JSON.stringify(['body', ...path])) === true,
  notFound: (ex) => ex.status === 404 && / not found$/.test(String(detailText(ex))),
  otherTenant: (ex) => ex.status === 403 && detailText(ex) === 'Not enough permissions',
  malformedId: (ex) => details(ex)?.[0]?.type === 'uuid_parsing',
  // Still a uuid (a non-hex last character would be a malformed one).
  unknownId: (id) => `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`,
  malformedIgnoredBody: () => false,
  unknownCredentialsStatus: 401,
};

let server: ReferenceServerHandle;
beforeAll(async () => {
  server = await startFastapiServer({ rateLimit: DISCOVERY_LIMIT });
});
afterAll(() => server.close());

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };
const call = (out: Omit<Outgoing, 'token'>) => send(server.url, { ...out, token: server.tokens.a });
const post = (path: string, json: unknown) => call({ method: 'POST', path, json });
/** For what `send` cannot do: no content type with a body, redirects left unfollowed. */
const raw = (path: string, init: RequestInit) =>
  fetch(`${server.url}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { authorization: `Bearer ${server.tokens.a}`, ...init.headers },
  });

describe('fastapi server truth', () => {
  it('publishes all 21 operations with 403 without a token, 422 validation and honoured GET bodies', () => {
    const ops = server.truth.operations;
    expect(truthSummary(server.truth)).toEqual({
      operations: 21,
      publicOps: ['8', '18'],
      noTokenStatuses: [403],
      validationStatuses: [422],
      otherSuccess: { '1': 201, '2': 201, '11': 201, '13': 201, '19': 204, '20': 204 },
      getBody: { '8': 'honored', '12': 'honored', '18': 'honored' },
      rateLimit: DISCOVERY_LIMIT,
      maxBodyBytes: 1_048_576,
      errorContentType: 'application/json',
      credentialHeader: undefined,
    });
    expect(ops['14']?.request?.properties.primary).toMatchObject({
      required: ['email', 'name'],
      additionalProperties: true,
      properties: { email: { type: 'string', format: 'email' }, role: { enum: ['signer', 'cc'] } },
    });
  });

  it.each(Object.keys(FASTAPI_RULES))('operation %s behaves as its truth says', async (op) => {
    expect(await checkModelOperation(server, op, FASTAPI)).toEqual([]);
  });
});

describe('fastapi server validation (pydantic v2)', () => {
  it('answers 422 with every error at once, in field order, with input and ctx', async () => {
    const body = { bedrooms: 20, state: 'C', streetAddress: 5, reportType: 'big', zz: 1 };
    const ex = await post('/v1/property/', body);
    expect(ex.headers['content-type']).toBe('application/json');
    expect(ex.json).toEqual({
      detail: [
        {
          type: 'string_type',
          loc: ['body', 'streetAddress'],
          msg: 'Input should be a valid string',
          input: 5,
        },
        {
          type: 'string_too_short',
          loc: ['body', 'state'],
          msg: 'String should have at least 2 characters',
          input: 'C',
          ctx: { min_length: 2 },
        },
        {
          type: 'less_than_equal',
          loc: ['body', 'bedrooms'],
          msg: 'Input should be less than or equal to 12',
          input: 20,
          ctx: { le: 12 },
        },
        {
          type: 'enum',
          loc: ['body', 'reportType'],
          msg: "Input should be 'standard' or 'rejected'",
          input: 'big',
          ctx: { expected: "'standard' or 'rejected'" },
        },
      ],
    });
    const missing = await post('/v1/property/', { state: 'CA' });
    expect(details(missing)?.map((d) => [d.type, d.loc.join('.'), d.msg, d.input])).toEqual([
      ['missing', 'body.streetAddress', 'Field required', { state: 'CA' }],
      ['missing', 'body.bedrooms', 'Field required', { state: 'CA' }],
      ['missing', 'body.reportType', 'Field required', { state: 'CA' }],
    ]);
  });

  it('words nested, e-mail, integer and boolean errors as pydantic-core does', async () => {
    const esign = await post(`/v1/esignatures/${server.ids.DEAL_ID}`, { primary: { email: 'nope' } });
    const reason = 'An email address must have an @-sign.';
    expect(details(esign)).toEqual([
      {
        type: 'value_error',
        loc: ['body', 'primary', 'email'],
        msg: `value is not a valid email address: ${reason}`,
        input: 'nope',
        ctx: { reason },
      },
      { type: 'missing', loc: ['body', 'primary', 'name'], msg: 'Field required', input: { email: 'nope' } },
    ]);
    const ints = await post('/v1/property/', { ...property, bedrooms: '4.5', yearBuilt: 1990.5 });
    expect(details(ints)?.map((d) => [d.type, d.msg])).toEqual([
      ['int_parsing', 'Input should be a valid integer, unable to parse string as an integer'],
      ['int_from_float', 'Input should be a valid integer, got a number with a fractional part'],
    ]);
    const nulls = await post('/v1/property/', { ...property, bedrooms: null, streetAddress: null });
    expect(details(nulls)?.map((d) => [d.type, d.msg])).toEqual([
      ['string_type', 'Input should be a valid string'],
      ['int_type', 'Input should be a valid integer'],
    ]);
    const bools = await post('/v1/estimates/migrate-products', { dryRun: 'maybe', changeOrderIds: 'x' });
    expect(details(bools)?.map((d) => [d.type, d.msg])).toEqual([
      ['bool_parsing', 'Input should be a valid boolean, unable to interpret input'],
      ['list_type', 'Input should be a valid list'],
    ]);
  });

  it('coerces like lax mode: numeric strings and whole floats for ints, words and 0/1 for booleans', async () => {
    for (const bedrooms of ['12', 12.0, ' 7 ', '3.00', true]) {
      const ex = await post('/v1/property/', { ...property, bedrooms });
      expect([ex.status, isObject(ex.json) && ex.json.bedrooms]).toEqual([201, Number(bedrooms)]);
    }
    const truthy: unknown[] = ['yes', 'TRUE', 1];
    for (const dryRun of [...truthy, 'off', '0', 0]) {
      const expected = truthy.includes(dryRun);
      const ex = await post('/v1/estimates/migrate-products', { dryRun, changeOrderIds: [] });
      expect([ex.status, isObject(ex.json) && ex.json.dryRun]).toEqual([200, expected]);
    }
    const optionalNulls = await post('/v1/property/', { ...property, state: null, yearBuilt: null });
    expect(optionalNulls.status).toBe(201);
    const numberForString = await post('/v1/marketing-center/send-mms', { templateId: 7, phone: 5551234567 });
    expect(details(numberForString)?.map((d) => d.type)).toEqual(['string_type', 'string_type']);
  });

  it('reads bodies the FastAPI way: json_invalid, raw text for other types, missing, non-objects', async () => {
    const malformed = await call({ method: 'POST', path: '/v1/property/', raw: '{"a":1,}' });
    expect(malformed.json).toEqual({
      detail: [
        {
          type: 'json_invalid',
          loc: ['body', 7],
          msg: 'JSON decode error',
          input: {},
          ctx: { error: 'Expecting property name enclosed in double quotes' },
        },
      ],
    });
    const text = await call({
      method: 'POST',
      path: '/v1/property/',
      raw: 'hello',
      contentType: 'text/plain',
    });
    expect(details(text)).toEqual([
      {
        type: 'model_attributes_type',
        loc: ['body'],
        msg: 'Input should be a valid dictionary or object to extract fields from',
        input: 'hello',
      },
    ]);
    const empty = await call({ method: 'POST', path: '/v1/property/' });
    expect(details(empty)).toEqual([{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }]);
    const list = await post(`/v1/rma/${server.ids.RMA_ID}/contract/send`, []);
    expect(details(list)?.map((d) => [d.type, d.msg])).toEqual([
      ['dict_type', 'Input should be a valid dictionary'],
    ]);
    // No content type at all: FastAPI still reads JSON.
    const bytes = new TextEncoder().encode(JSON.stringify(property));
    const untyped = await raw('/v1/property/', { method: 'POST', body: bytes });
    expect(untyped.status).toBe(201);
    const latin = await call({ method: 'POST', path: '/v1/property/', raw: Buffer.from([0x7b, 0xff, 0x7d]) });
    expect([latin.status, latin.json]).toEqual([400, { detail: 'There was an error parsing the body' }]);
    // An optional GET body may be absent; a present one is still validated.
    const home = `/v1/homes/${server.ids.DEAL_ID}`;
    expect((await call({ method: 'GET', path: home })).status).toBe(200);
    const tooLong = await call({ method: 'GET', path: home, json: { associatedObjectId: 'x'.repeat(65) } });
    expect(details(tooLong)?.[0]?.type).toBe('string_too_long');
  });
});

describe('fastapi server auth, ids and routing', () => {
  const subscribers = '/v1/notifications/upsert-notification-subscribers';

  it('refuses like HTTPBearer: 403 without a bearer token, 401 + challenge for an unknown one', async () => {
    const none = await send(server.url, { method: 'GET', path: subscribers });
    expect([none.status, none.json, none.headers['www-authenticate']]).toEqual([
      403,
      { detail: 'Not authenticated' },
      undefined,
    ]);
    const basic = await send(server.url, {
      method: 'GET',
      path: subscribers,
      headers: { authorization: 'Basic YTpi' },
    });
    expect([basic.status, basic.json]).toEqual([403, { detail: 'Invalid authentication credentials' }]);
    const bad = await send(server.url, { method: 'GET', path: subscribers, token: 'nope' });
    expect([bad.status, bad.json, bad.headers['www-authenticate']]).toEqual([
      401,
      { detail: 'Could not validate credentials' },
      'Bearer',
    ]);
  });

  it('serves 8 and 18 anonymously, yet scopes 18 to a token and refuses a bad one', async () => {
    const meeting = { calendar: 'main', timezone: 'UTC', startTime: 0 };
    expect((await send(server.url, { method: 'GET', path: '/v1/meetings/', json: meeting })).status).toBe(
      200,
    );
    const realtorB = `/v1/realtors/${server.idsB.CONTACT_ID}`;
    expect((await send(server.url, { method: 'GET', path: realtorB, json: {} })).status).toBe(200);
    const asA = await call({ method: 'GET', path: realtorB, json: {} });
    expect([asA.status, asA.json]).toEqual([403, { detail: 'Not enough permissions' }]);
    const bad = await send(server.url, { method: 'GET', path: realtorB, json: {}, token: 'nope' });
    expect(bad.status).toBe(401);
  });

  it('answers another tenant 403 and an unknown uuid 404 "<Resource> not found" on every id path', async () => {
    // Valid bodies: the object is loaded only after validation passed.
    const bodies: Record<string, unknown> = {
      '10': { note: 'x' },
      '13': { note: 'x' },
      '14': { primary: { email: 'pat@example.com', name: 'Pat' } },
    };
    for (const [n, op] of Object.entries(server.truth.operations)) {
      const kind = paramKind(op.path);
      if (kind === undefined) continue;
      const out = (id: string): Outgoing => ({
        method: op.method,
        path: fillPath(op.path, server.ids, id),
        token: server.tokens.a,
        json: bodies[n] ?? {},
      });
      const other = await send(server.url, out(server.idsB[kind]));
      expect([op.path, other.status, other.json]).toEqual([
        op.path,
        403,
        { detail: 'Not enough permissions' },
      ]);
      const unknown = await send(server.url, out('00000000-0000-4000-8000-000000000000'));
      expect([op.path, unknown.status, unknown.json]).toEqual([
        op.path,
        404,
        { detail: `${RECORD_NOUNS[kind]} not found` },
      ]);
    }
  });

  it('parses path ids as UUIDs: any form finds the record, junk is a uuid_parsing 422', async () => {
    const deal = server.ids.DEAL_ID;
    for (const form of [deal.toUpperCase(), deal.replaceAll('-', ''), `{${deal}}`, `urn:uuid:${deal}`]) {
      const ex = await call({ method: 'GET', path: `/v1/homes/${encodeURIComponent(form)}` });
      expect([form, ex.status, isObject(ex.json) && ex.json.id]).toEqual([form, 200, deal]);
    }
    const error =
      'invalid character: expected an optional prefix of `urn:uuid:` followed by [0-9a-fA-F-], found `x` at 1';
    const junk = await post('/v1/homes/x/note', { note: '' });
    expect(details(junk)).toEqual([
      {
        type: 'uuid_parsing',
        loc: ['path', 'deal_id'],
        msg: `Input should be a valid UUID, ${error}`,
        input: 'x',
        ctx: { error },
      },
      {
        type: 'string_too_short',
        loc: ['body', 'note'],
        msg: 'String should have at least 1 character',
        input: '',
        ctx: { min_length: 1 },
      },
    ]);
    const short = await call({ method: 'GET', path: '/v1/homes/12345' });
    expect(details(short)?.[0]?.ctx).toEqual({
      error: 'invalid length: expected length 32 for simple format, found 5',
    });
  });

  it('routes like Starlette: 307 to the other slash variant, 404 and 405 details, 204 without a body', async () => {
    const toSlash = await raw('/v1/property?dry=1', { method: 'POST', body: '{}' });
    expect([toSlash.status, toSlash.headers.get('location'), await toSlash.text()]).toEqual([
      307,
      `${server.url}/v1/property/?dry=1`,
      '',
    ]);
    const home = `/v1/homes/${server.ids.DEAL_ID}`;
    const fromSlash = await raw(`${home}/`, { method: 'GET' });
    expect([fromSlash.status, fromSlash.headers.get('location')]).toEqual([307, `${server.url}${home}`]);
    const unknown = await call({ method: 'GET', path: '/v3/nothing' });
    expect([unknown.status, unknown.json]).toEqual([404, { detail: 'Not Found' }]);
    const wrong = await call({ method: 'DELETE', path: '/v1/property/' });
    expect([wrong.status, wrong.json, wrong.headers.allow]).toEqual([
      405,
      { detail: 'Method Not Allowed' },
      'POST',
    ]);
    const removed = await call({ method: 'DELETE', path: '/v2/payments/reno/remove-subscription' });
    expect([removed.status, removed.text, removed.headers['content-type']]).toEqual([204, '', undefined]);
  });

  it('sends uvicorn, a request id and the rate headers on every app response', async () => {
    const answers = [
      await post('/v1/property/', property),
      await post('/v1/property/', {}),
      await call({ method: 'GET', path: '/nowhere' }),
      await send(server.url, { method: 'GET', path: subscribers }),
    ];
    for (const ex of answers) {
      expect(ex.headers).toMatchObject({
        server: 'uvicorn',
        'content-type': 'application/json',
        'x-request-id': expect.stringMatching(UUID),
        'x-ratelimit-limit': '100000',
        'x-ratelimit-remaining': expect.stringMatching(/^\d+$/),
        'x-ratelimit-reset': expect.stringMatching(/^\d{10}(\.\d+)?$/),
      });
    }
    const created = answers[0]?.json;
    expect(isObject(created) && String(created.id)).toMatch(UUID);
  });
});

describe('fastapi server limits', () => {
  it('lets nginx refuse a body over 1 MiB with its HTML page, on any route', async () => {
    const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
    const base = { method: 'POST', path: '/v1/estimates/migrate-products' } as const;
    expect((await call({ ...base, raw: jsonOfSize(make, 1_048_576) })).status).toBe(200);
    const over = await call({ ...base, raw: jsonOfSize(make, 1_048_577) });
    expect([over.status, over.headers['content-type'], over.headers.server]).toEqual([
      413,
      'text/html',
      'nginx',
    ]);
    expect(over.text).toContain('<center><h1>413 Request Entity Too Large</h1></center>');
    const anywhere = await call({ method: 'GET', path: '/nowhere', raw: jsonOfSize(make, 1_048_577) });
    expect(anywhere.status).toBe(413);
  });

  it('limits per token like slowapi: 429 {"error": …} with Retry-After, off when asked', async () => {
    const limited = await startFastapiServer({ rateLimit: { limit: 2, windowSeconds: 60 } });
    try {
      expect(limited.truth.rateLimit).toEqual({ limit: 2, windowSeconds: 60 });
      const path = '/v1/notifications/upsert-notification-subscribers';
      const hit = (token: string) => send(limited.url, { method: 'GET', path, token });
      for (let i = 0; i < 2; i += 1) expect((await hit(limited.tokens.a)).status).toBe(200);
      const over = await hit(limited.tokens.a);
      expect([over.status, over.json, over.headers['x-ratelimit-remaining']]).toEqual([
        429,
        { error: 'Rate limit exceeded: 2 per 1 minute' },
        '0',
      ]);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await hit(limited.tokens.b)).status).toBe(200);
    } finally {
      await limited.close();
    }
    const open = await startFastapiServer({ rateLimit: false });
    try {
      expect(open.truth.rateLimit).toBeUndefined();
      const ex = await send(open.url, { method: 'GET', path: '/nowhere' });
      expect(ex.headers['x-ratelimit-limit']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  itSurvivesJunkAndLoad(
    () => server,
    ({ tokens }) => ({ method: 'POST', path: '/v1/property/', token: tokens.a, json: property }),
  );
});

/**
 * @module The FastAPI server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested `primary`/`bookedBy` fields included), and its FastAPI +
 * pydantic v2 conventions hold over real HTTP: 422 `detail` lists with every error at once, lax
 * coercions, `json_invalid`, HTTPBearer's 403 and the 401 for a bad token, 403 for another tenant's
 * object, `uuid_parsing` ids, 307 slash redirects, 405, 204, slowapi's headers and 429, nginx's 413.
 */
import { describe, expect, it } from 'vitest';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import type { Exchange } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { acceptedAs, checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { paramKind } from '../support/paths.ts';
import { bodyLimitRows, expectRows, type Row } from '../support/rows.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { startFastapiServer } from './index.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The `detail` list of a 422, or `undefined` for any other answer. */
function details(ex: Exchange): readonly { loc: unknown[]; type: string }[] | undefined {
  if (ex.status !== 422 || !isObject(ex.json) || !Array.isArray(ex.json.detail)) return undefined;
  return ex.json.detail;
}
const detailText = (ex: Exchange) => (isObject(ex.json) ? ex.json.detail : undefined);

const FASTAPI: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: acceptedAs('application/json'),
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

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };
const [P, MIGRATE, SUBSCRIBERS] = [
  'POST /v1/property/',
  'POST /v1/estimates/migrate-products',
  'GET /v1/notifications/upsert-notification-subscribers',
];
/** One pydantic error: its type, where (`body.state`), its message, the input and the context. */
const d = (type: string, loc: string, msg: string, input: unknown, ctx?: object) => ({
  type,
  loc: loc.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
  msg,
  input,
  ...(ctx === undefined ? {} : { ctx }),
});
const MESSAGES: Readonly<Record<string, string>> = {
  int_parsing: 'Input should be a valid integer, unable to parse string as an integer',
  int_from_float: 'Input should be a valid integer, got a number with a fractional part',
  string_type: 'Input should be a valid string',
  int_type: 'Input should be a valid integer',
  bool_parsing: 'Input should be a valid boolean, unable to interpret input',
  list_type: 'Input should be a valid list',
  dict_type: 'Input should be a valid dictionary',
};
/** A 422 whose `detail` lists exactly errors of these types, in order, in pydantic-core's words. */
const errors = (...types: string[]) => ({ detail: types.map((type) => ({ type, msg: MESSAGES[type] })) });
const NOT_PERMITTED = { detail: 'Not enough permissions' };
const UUID_ERROR =
  'invalid character: expected an optional prefix of `urn:uuid:` followed by [0-9a-fA-F-], found `x` at 1';

const server = selfTest('fastapi', {
  start: () => startFastapiServer({ rateLimit: DISCOVERY_LIMIT }),
  check: (s, op) => checkModelOperation(s, op, FASTAPI),
  publishes: ({ truth }) => {
    expect(truthSummary(truth)).toEqual({
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
    expect(truth.operations['14']?.request?.properties.primary).toMatchObject({
      required: ['email', 'name'],
      additionalProperties: true,
      properties: { email: { type: 'string', format: 'email' }, role: { enum: ['signer', 'cc'] } },
    });
  },
  sequential: createProperty(property),
});

const rows: Record<string, Row[]> = {
  'validation: 422 with every error at once, in field order, with input and ctx': [
    [
      P,
      { bedrooms: 20, state: 'C', streetAddress: 5, reportType: 'big', zz: 1 },
      422,
      {
        detail: [
          d('string_type', 'body.streetAddress', 'Input should be a valid string', 5),
          d('string_too_short', 'body.state', 'String should have at least 2 characters', 'C', {
            min_length: 2,
          }),
          d('less_than_equal', 'body.bedrooms', 'Input should be less than or equal to 12', 20, { le: 12 }),
          d('enum', 'body.reportType', "Input should be 'standard' or 'rejected'", 'big', {
            expected: "'standard' or 'rejected'",
          }),
        ],
      },
      { exact: true, answer: { 'content-type': 'application/json' } },
    ],
    [
      P,
      { state: 'CA' },
      422,
      {
        detail: ['streetAddress', 'bedrooms', 'reportType'].map((name) =>
          d('missing', `body.${name}`, 'Field required', { state: 'CA' }),
        ),
      },
      { exact: true },
    ],
  ],
  'validation: nested, e-mail, integer and boolean errors worded as pydantic-core does': [
    [
      'POST /v1/esignatures/{DEAL_ID}',
      { primary: { email: 'nope' } },
      422,
      {
        detail: [
          d(
            'value_error',
            'body.primary.email',
            'value is not a valid email address: An email address must have an @-sign.',
            'nope',
            { reason: 'An email address must have an @-sign.' },
          ),
          d('missing', 'body.primary.name', 'Field required', { email: 'nope' }),
        ],
      },
      { exact: true },
    ],
    [P, { ...property, bedrooms: '4.5', yearBuilt: 1990.5 }, 422, errors('int_parsing', 'int_from_float')],
    [P, { ...property, bedrooms: null, streetAddress: null }, 422, errors('string_type', 'int_type')],
    [MIGRATE, { dryRun: 'maybe', changeOrderIds: 'x' }, 422, errors('bool_parsing', 'list_type')],
  ],
  'lax coercion: numeric strings and whole floats for ints, words and 0/1 for booleans': [
    ...['12', 12.0, ' 7 ', '3.00', true].map(
      (bedrooms): Row => [P, { ...property, bedrooms }, 201, { bedrooms: Number(bedrooms) }],
    ),
    ...['yes', 'TRUE', 1, 'off', '0', 0].map(
      (dryRun, i): Row => [MIGRATE, { dryRun, changeOrderIds: [] }, 200, { dryRun: i < 3 }],
    ),
    [P, { ...property, state: null, yearBuilt: null }, 201],
    [
      'POST /v1/marketing-center/send-mms',
      { templateId: 7, phone: 5551234567 },
      422,
      errors('string_type', 'string_type'),
    ],
  ],
  'bodies read the FastAPI way: json_invalid, raw text for other types, missing, non-objects': [
    [
      P,
      '{"a":1,}',
      422,
      {
        detail: [
          d(
            'json_invalid',
            'body.7',
            'JSON decode error',
            {},
            { error: 'Expecting property name enclosed in double quotes' },
          ),
        ],
      },
      { exact: true },
    ],
    [
      P,
      'hello',
      422,
      {
        detail: [
          d(
            'model_attributes_type',
            'body',
            'Input should be a valid dictionary or object to extract fields from',
            'hello',
          ),
        ],
      },
      { exact: true, contentType: 'text/plain' },
    ],
    [P, undefined, 422, { detail: [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }] }],
    ['POST /v1/rma/{RMA_ID}/contract/send', [], 422, errors('dict_type')],
    [
      P,
      Buffer.from([0x7b, 0xff, 0x7d]),
      400,
      { detail: 'There was an error parsing the body' },
      { exact: true },
    ],
    // An optional GET body may be absent; a present one is still validated.
    ['GET /v1/homes/{DEAL_ID}', undefined, 200],
    [
      'GET /v1/homes/{DEAL_ID}',
      { associatedObjectId: 'x'.repeat(65) },
      422,
      { detail: [{ type: 'string_too_long' }] },
    ],
  ],
  'auth like HTTPBearer: 403 without a bearer token, 401 + challenge for an unknown one': [
    [
      SUBSCRIBERS,
      undefined,
      403,
      { detail: 'Not authenticated' },
      { as: 'none', answer: { 'www-authenticate': undefined } },
    ],
    [
      SUBSCRIBERS,
      undefined,
      403,
      { detail: 'Invalid authentication credentials' },
      { as: 'none', headers: { authorization: 'Basic YTpi' } },
    ],
    [
      SUBSCRIBERS,
      undefined,
      401,
      { detail: 'Could not validate credentials' },
      { as: 'unknown', answer: { 'www-authenticate': 'Bearer' } },
    ],
  ],
  'auth on 8 and 18: served anonymously, yet 18 scoped to a token and a bad one refused': [
    [
      'GET /v1/meetings/',
      { calendar: 'main', timezone: 'UTC', startTime: 0 },
      200,
      undefined,
      { as: 'none' },
    ],
    ['GET /v1/realtors/{b.CONTACT_ID}', {}, 200, undefined, { as: 'none' }],
    ['GET /v1/realtors/{b.CONTACT_ID}', {}, 403, NOT_PERMITTED, { exact: true }],
    ['GET /v1/realtors/{b.CONTACT_ID}', {}, 401, undefined, { as: 'unknown' }],
  ],
  'path ids parsed as UUIDs: junk is a uuid_parsing 422': [
    [
      'POST /v1/homes/x/note',
      { note: '' },
      422,
      {
        detail: [
          d('uuid_parsing', 'path.deal_id', `Input should be a valid UUID, ${UUID_ERROR}`, 'x', {
            error: UUID_ERROR,
          }),
          d('string_too_short', 'body.note', 'String should have at least 1 character', '', {
            min_length: 1,
          }),
        ],
      },
      { exact: true },
    ],
    [
      'GET /v1/homes/12345',
      undefined,
      422,
      { detail: [{ ctx: { error: 'invalid length: expected length 32 for simple format, found 5' } }] },
    ],
  ],
  'routing like Starlette: 404 and 405 details, 204 without a body': [
    ['GET /v3/nothing', undefined, 404, { detail: 'Not Found' }, { exact: true }],
    ['DELETE /v1/property/', undefined, 405, { detail: 'Method Not Allowed' }, { answer: { allow: 'POST' } }],
    [
      'DELETE /v2/payments/reno/remove-subscription',
      undefined,
      204,
      undefined,
      { answer: { 'content-type': undefined } },
    ],
  ],
};

describe('fastapi server conventions', () => {
  it.each(Object.entries(rows))('%s', (_what, table) => expectRows(server(), table));

  it('answers another tenant 403 and an unknown uuid 404 "<Resource> not found" on every id path', async () => {
    // Valid bodies: the object is loaded only after validation passed.
    const bodies: Record<string, unknown> = {
      '10': { note: 'x' },
      '13': { note: 'x' },
      '14': { primary: { email: 'pat@example.com', name: 'Pat' } },
    };
    for (const [n, op] of Object.entries(server().truth.operations)) {
      const kind = paramKind(op.path);
      if (kind === undefined) continue;
      const at = (id: string) => `${op.method} ${op.path.replace(/\{\w+\}/, id)}`;
      await expectRows(server(), [
        [at(`{b.${kind}}`), bodies[n] ?? {}, 403, NOT_PERMITTED, { exact: true }],
        [
          at('00000000-0000-4000-8000-000000000000'),
          bodies[n] ?? {},
          404,
          { detail: `${RECORD_NOUNS[kind]} not found` },
        ],
      ]);
    }
  });

  it('finds a record by any UUID form; redirects 307 to the other slash variant; reads JSON without a type', async () => {
    const deal = server().ids.DEAL_ID;
    const forms = [deal.toUpperCase(), deal.replaceAll('-', ''), `{${deal}}`, `urn:uuid:${deal}`];
    await expectRows(
      server(),
      forms.map((form): Row => [`GET /v1/homes/${encodeURIComponent(form)}`, undefined, 200, { id: deal }]),
    );
    const headers = { authorization: `Bearer ${server().tokens.a}` };
    const at = (path: string, init: RequestInit) =>
      fetch(`${server().url}${path}`, { redirect: 'manual', ...init, headers });
    const toSlash = await at('/v1/property?dry=1', { method: 'POST', body: '{}' });
    expect([toSlash.status, toSlash.headers.get('location'), await toSlash.text()]).toEqual([
      307,
      `${server().url}/v1/property/?dry=1`,
      '',
    ]);
    const fromSlash = await at(`/v1/homes/${deal}/`, { method: 'GET' });
    expect([fromSlash.status, fromSlash.headers.get('location')]).toEqual([
      307,
      `${server().url}/v1/homes/${deal}`,
    ]);
    const untyped = await at('/v1/property/', {
      method: 'POST',
      body: new TextEncoder().encode(JSON.stringify(property)),
    });
    expect(untyped.status).toBe(201);
  });

  it('sends uvicorn, a request id and the rate headers on every app response', async () => {
    const answer = {
      server: 'uvicorn',
      'content-type': 'application/json',
      'x-request-id': expect.stringMatching(UUID),
      'x-ratelimit-limit': '100000',
      'x-ratelimit-remaining': expect.stringMatching(/^\d+$/),
      'x-ratelimit-reset': expect.stringMatching(/^\d{10}(\.\d+)?$/),
    };
    await expectRows(server(), [
      [P, property, 201, { id: expect.stringMatching(UUID) }, { answer }],
      [P, {}, 422, undefined, { answer }],
      ['GET /nowhere', undefined, 404, undefined, { answer }],
      [SUBSCRIBERS, undefined, 403, undefined, { answer, as: 'none' }],
    ]);
  });
});

describe('fastapi server limits', () => {
  it('lets nginx refuse a body over 1 MiB with its HTML page, on any route', async () => {
    const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
    const page = '<center><h1>413 Request Entity Too Large</h1></center>';
    const nginx = { answer: { 'content-type': 'text/html', server: 'nginx' } };
    await expectRows(server(), [
      ...bodyLimitRows(MIGRATE, make, 1_048_576, 200, page, nginx),
      bodyLimitRows('GET /nowhere', make, 1_048_576, 404)[1] as Row,
    ]);
  });

  it('limits per token like slowapi: 429 {"error": …} with Retry-After, off when asked', async () => {
    await expectThrottle(startFastapiServer, {
      limit: { limit: 2, windowSeconds: 60 },
      row: [SUBSCRIBERS, undefined, 200],
      over: (ex) => {
        expect([ex.json, ex.headers['x-ratelimit-remaining']]).toEqual([
          { error: 'Rate limit exceeded: 2 per 1 minute' },
          '0',
        ]);
        expect(Number(ex.headers['retry-after'])).toBeGreaterThan(0);
      },
      off: (ex) => expect(ex.headers['x-ratelimit-limit']).toBeUndefined(),
    });
  });
});

/**
 * @module The Ktor server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested fields included), and its habits hold over real HTTP:
 * kotlinx.serialization's one-problem-at-a-time texts in input order, RequestValidation reasons,
 * `Long` path ids, and the Kong gateway's own 401/403/404/413/429 bodies and rate headers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Exchange } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { acceptedAs, checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { bodyLimitRows, EXACT, expectRows, type Row } from '../support/rows.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { startKtorServer } from './index.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };

/** The app's error text: kotlinx's message, or the validation reasons. */
function appError(ex: Exchange): string | undefined {
  if (ex.status !== 400 || !isObject(ex.json) || typeof ex.json.code !== 'string') return undefined;
  const details = Array.isArray(ex.json.details) ? ex.json.details.join('\n') : '';
  return `${String(ex.json.message)}\n${details}`;
}

const KTOR: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: acceptedAs('application/json; charset=UTF-8'),
  // kotlinx names `primary.email` as `'email'` … `at path: $.primary`; the validators as `primary.email`.
  rejected: (ex, path) => {
    const said = appError(ex);
    const parent = path.slice(0, -1).join('.');
    return said?.includes(path.at(-1) ?? '') === true && said.includes(parent);
  },
  notFound: (ex) => ex.status === 404 && isObject(ex.json) && ex.json.code === 'NOT_FOUND',
  malformedId: (ex) => appError(ex)?.includes("couldn't be parsed/converted to Long") === true,
  unknownId: (id) => String(Number(id) + 1000),
  malformedIgnoredBody: (ex) => ex.status === 200,
};

const property = { streetAddress: '1 Main Street', state: 'CA', bedrooms: 3 };

const current = selfTest('ktor', {
  start: () => startKtorServer({ rateLimit: DISCOVERY_LIMIT }),
  check: (s, op) => checkModelOperation(s, op, KTOR),
  publishes: (server) => {
    expect(truthSummary(server.truth)).toEqual({
      operations: 21,
      publicOps: ['8', '18'],
      noTokenStatuses: [401],
      validationStatuses: [400],
      otherSuccess: {
        '1': 201,
        '2': 201,
        '7': 202,
        '10': 201,
        '11': 201,
        '13': 201,
        '14': 201,
        '16': 201,
        '19': 204,
        '20': 204,
      },
      getBody: { '8': 'honored', '12': 'ignored', '18': 'honored' },
      rateLimit: DISCOVERY_LIMIT,
      maxBodyBytes: 131_072,
      errorContentType: 'application/json',
      credentialHeader: undefined,
    });
    expect(server.ids.DEAL_ID).toMatch(/^\d+$/);
  },
  sequential: createProperty(property),
});
let server: ReturnType<typeof current>;
beforeAll(() => {
  server = current();
});

const kotlinx = (message: string) => ({ code: 'BAD_REQUEST', message });
const input = (json: string) => `\nJSON input: ${json}`;
const UNKNOWN_HINT =
  "\nUse 'ignoreUnknownKeys = true' in 'Json {}' builder or '@JsonIgnoreUnknownKeys' annotation to ignore unknown keys.";

const ROWS: readonly Row[] = [
  // kotlinx reads in input order and stops at the first problem.
  [
    'POST /v1/property/',
    '{"bedrooms":"3","state":7,"zz":1}',
    400,
    kotlinx(
      `Unexpected JSON token at offset 24: Expected quotation mark '"', but had '7' instead at path: $.state${input('{"bedrooms":"3","state":7,"zz":1}')}`,
    ),
    EXACT,
  ],
  [
    'POST /v1/property/',
    '{"zz":1,"state":7}',
    400,
    kotlinx(
      `Unexpected JSON token at offset 1: Encountered an unknown key 'zz' at path: $${UNKNOWN_HINT}${input('{"zz":1,"state":7}')}`,
    ),
    EXACT,
  ],
  [
    'POST /v1/property/',
    { state: 'CA' },
    400,
    kotlinx(
      "Fields [streetAddress, bedrooms] are required for type with serial name 'com.acme.reports.CreatePropertyRequest', but they were missing at path: $",
    ),
    EXACT,
  ],
  [
    'POST /v1/property/',
    '{"streetAddress":"x","state":"CA","bedrooms":2.0}',
    400,
    "Unexpected symbol '.' in numeric literal at path: $.bedrooms",
  ],
  [
    'POST /v1/property/',
    { ...property, reportType: 'FULL' },
    400,
    "ReportType does not contain element with name 'FULL' at path: $.reportType",
  ],
  [
    'POST /v1/property/',
    { ...property, streetAddress: null },
    400,
    "Expected string literal but 'null' literal was found at path: $.streetAddress",
  ],
  // Quoted numbers are numbers to kotlinx; optional properties take null.
  ['POST /v1/property/', { ...property, bedrooms: '3', yearBuilt: null }, 201],
  ['POST /v1/property/complete-report', { reportId: '42' }, 200, { reportId: 42 }],
  ['POST /v1/estimates/migrate-products', { changeOrderIds: [1, 'x'] }, 400, 'at path: $.changeOrderIds[1]'],
  [
    'POST /v1/esignatures/{DEAL_ID}',
    { primary: { name: 'Pat' } },
    400,
    "Field 'email' is required for type with serial name 'com.acme.esign.Primary'",
  ],
  [
    'POST /v2/opportunities/{OPPORTUNITY_ID}/disassociate-contact',
    { contactId: 1 },
    400,
    "unknown key 'contactId'",
  ],
  // Then RequestValidation, every reason at once.
  [
    'POST /v1/property/',
    { streetAddress: ' ', state: 'CAL', bedrooms: 31 },
    400,
    {
      code: 'VALIDATION_FAILED',
      details: [
        'streetAddress must not be blank',
        'state must be exactly 2 characters long',
        'bedrooms must be between 0 and 30',
      ],
    },
    EXACT,
  ],
  [
    'POST /v1/esignatures/{DEAL_ID}',
    { primary: { name: 'Pat', email: 'pat@example' } },
    400,
    'primary.email must be a valid email address',
  ],
  // Body before lookup; unknown and foreign ids alike are 404s; ids are Longs.
  ['POST /v1/homes/{b.DEAL_ID}/note', {}, 400, "Field 'note' is required"],
  ['POST /v1/homes/{b.DEAL_ID}/note', { note: 'hi' }, 404, { code: 'NOT_FOUND' }],
  [
    'POST /v1/homes/999999/note',
    { note: 'hi' },
    404,
    { code: 'NOT_FOUND', message: 'Deal 999999 not found' },
    EXACT,
  ],
  [
    'POST /v1/homes/x1/note',
    { note: 'hi' },
    400,
    "Request parameter dealId couldn't be parsed/converted to Long",
  ],
  [
    'POST /v1/property/',
    JSON.stringify(property),
    415,
    { code: 'UNSUPPORTED_MEDIA_TYPE' },
    { contentType: 'text/plain' },
  ],
  ['POST /v1/property/', '', 400, "Expected start of the object '{', but had 'EOF' instead at path: $"],
  [
    'POST /v1/marketing-center/send-mms',
    { templateId: 't1', phone: '5551234567' },
    202,
    { status: 'QUEUED' },
  ],
  // Ktor's own routing: bare 404 and 405, trailing slash ignored.
  ['POST /v1/property', property, 201],
  ['POST /v1/propertyx/', property, 404, undefined, { answer: { 'content-length': '0' } }],
  ['GET /v1/property/', undefined, 405, undefined, { answer: { 'content-length': '0' } }],
  // The gateway's own answers.
  ['GET /health', undefined, 404, { message: 'no Route matched with those values' }],
  [
    'POST /v1/property/',
    property,
    401,
    { message: 'Unauthorized' },
    { as: 'none', answer: { server: 'kong/3.6.1' } },
  ],
  ['POST /v1/property/', property, 401, { message: 'Invalid authentication credentials' }, { as: 'unknown' }],
  ['GET /v1/realtors/{b.CONTACT_ID}', { referralType: 'Buyer' }, 200, undefined, { as: 'unknown' }],
  [
    'DELETE /v1/crm-provider/deactivate',
    undefined,
    403,
    { message: 'You cannot consume this service' },
    { as: 'b' },
  ],
  ['DELETE /v1/crm-provider/deactivate', undefined, 204],
];

describe('ktor server conventions', () => {
  it('answers in kotlinx, Ktor and Kong words, in their order', async () => {
    await expectRows(server, ROWS);
  });

  it('leaves the 413 to the gateway (128 KiB), after its auth', async () => {
    const make = (pad: string) => ({ changeOrderIds: [], pad });
    await expectRows(server, [
      ...bodyLimitRows('GET /v1/homes/{DEAL_ID}', make, 131_072, 200, {
        message: 'Request size limit exceeded',
      }),
      [
        `POST /v1/estimates/migrate-products`,
        'x'.repeat(131_073),
        401,
        { message: 'Unauthorized' },
        { as: 'none' },
      ],
    ]);
  });
});

describe('ktor server rate limit', () => {
  it("sends Kong's RateLimit-* and X-RateLimit-*-Second, then 429 with Retry-After, per consumer", async () => {
    const row = ['GET /v1/notifications/upsert-notification-subscribers', undefined, 200] as const;
    await expectThrottle(startKtorServer, {
      defaults: { limit: 300, windowSeconds: 60 },
      limit: { limit: 5, windowSeconds: 1 },
      row,
      under: (ex, i) =>
        expect([ex.headers['ratelimit-remaining'], ex.headers['x-ratelimit-remaining-second']]).toEqual([
          String(4 - i),
          String(4 - i),
        ]),
      over: (ex) => {
        expect(ex.json).toMatchObject({ message: 'API rate limit exceeded' });
        expect(Number(ex.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      },
      off: (ex) => expect(ex.headers['ratelimit-limit']).toBeUndefined(),
    });
  });
});

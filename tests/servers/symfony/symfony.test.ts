/**
 * @module The Symfony server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested fields included), and its Symfony 7 habits hold over real
 * HTTP: problem+json 422s with type errors before constraint violations, empty 401s with a
 * challenge, the RateLimiter's headers, UUID route requirements, HTML pages off-route, nginx's 413.
 */
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Exchange } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { acceptedAs, checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { bodyLimitRows, EXACT, expectRows, type Row } from '../support/rows.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { startSymfonyServer } from './index.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };

function violationPaths(ex: Exchange): string[] {
  if (ex.status !== 422 || ex.headers['content-type'] !== 'application/problem+json') return [];
  const list = isObject(ex.json) ? ex.json.violations : undefined;
  return Array.isArray(list) ? list.map((v) => (isObject(v) ? String(v.propertyPath) : '')) : [];
}

const SYMFONY: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: acceptedAs('application/json; charset=utf-8'),
  rejected: (ex, path) => violationPaths(ex).includes(path.join('.')),
  notFound: (ex) => ex.status === 404,
  malformedId: (ex) => ex.status === 404 && ex.headers['content-type']?.startsWith('text/html') === true,
  malformedIgnoredBody: (ex) => ex.status === 200,
};

const property = { streetAddress: '1 Main Street', state: 'CA', bedrooms: 3, reportType: 'full' };

const current = selfTest('symfony', {
  start: () => startSymfonyServer({ rateLimit: DISCOVERY_LIMIT }),
  check: (s, op) => checkModelOperation(s, op, SYMFONY),
  publishes: (server) => {
    expect(truthSummary(server.truth)).toEqual({
      operations: 21,
      publicOps: ['8', '18'],
      noTokenStatuses: [401],
      validationStatuses: [422],
      otherSuccess: {
        '1': 201,
        '2': 201,
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
      maxBodyBytes: 1_048_576,
      errorContentType: 'application/problem+json',
      credentialHeader: undefined,
    });
    expect(server.ids.DEAL_ID).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  },
  sequential: createProperty(property),
});
let server: ReturnType<typeof current>;
beforeAll(() => {
  server = current();
});

const violation = (propertyPath: string, title: string, code?: string) => ({
  propertyPath,
  title,
  ...(code === undefined ? {} : { type: `urn:uuid:${code}` }),
});

const ROWS: readonly Row[] = [
  // The serializer's type errors come alone, all at once, before any constraint runs.
  [
    'POST /v1/property/',
    { ...property, streetAddress: '', bedrooms: '3', yearBuilt: 1999.5, state: 7 },
    422,
    {
      type: 'https://symfony.com/errors/validation',
      title: 'Validation Failed',
      status: 422,
      detail:
        'state: This value should be of type string.\nbedrooms: This value should be of type int.\nyearBuilt: This value should be of type int.',
    },
    EXACT,
  ],
  [
    'POST /v1/property/',
    { ...property, streetAddress: ' ', bedrooms: 51, reportType: 'Full', application: 'web' },
    422,
    {
      violations: [
        violation('streetAddress', 'This value should not be blank.', 'c1051bb4-d103-4f74-8988-acbcafc7fdc3'),
        violation(
          'bedrooms',
          'This value should be between 0 and 50.',
          '04b91c99-a946-4221-afc5-e65ebac401eb',
        ),
        violation(
          'application',
          'The value you selected is not a valid choice.',
          '8e179f1b-97aa-4560-a02f-2a8b42e49df7',
        ),
        violation(
          'reportType',
          'The value you selected is not a valid choice.',
          '8e179f1b-97aa-4560-a02f-2a8b42e49df7',
        ),
      ].map((v) => expect.objectContaining(v)),
    },
  ],
  // The closed set is only in the parameters.
  [
    'POST /v2/payments/reno/payment-intents',
    { type: 'starter' },
    422,
    '"{{ choices }}":"\\"year-starter\\", \\"year-pro\\", \\"month-starter\\""',
  ],
  [
    'POST /v1/estimates/migrate-products',
    { changeOrderIds: [1, 'x', 2.5] },
    422,
    'changeOrderIds[1]: This value',
  ],
  [
    'POST /v1/esignatures/{DEAL_ID}',
    { primary: { name: 'Pat' } },
    422,
    'primary.email: This value should not be blank.',
  ],
  ['POST /v1/esignatures/{DEAL_ID}', { primary: 'Pat' }, 422, 'should be of type App\\\\Dto\\\\Primary.'],
  [
    'POST /v1/referrals/',
    { referralType: 'buyer', clientEmail: 'pat@example', zipCode: '12345' },
    422,
    'not a valid email',
  ],
  [
    'POST /v1/referrals/',
    { referralType: 'buyer', clientEmail: 'pat@example.com', zipCode: '12345', zz: 1 },
    201,
  ],
  // Body trouble: malformed JSON, invalid UTF-8, no body, not JSON.
  ['POST /v1/property/', '{"streetAddress":', 400, { title: 'An error occurred', detail: 'Bad Request' }],
  ['POST /v1/property/', Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), 400],
  ['POST /v1/property/', '', 422, { detail: 'Unprocessable Content' }],
  [
    'POST /v1/property/',
    JSON.stringify(property),
    415,
    { detail: 'Unsupported Media Type' },
    { contentType: 'text/plain' },
  ],
  // The firewall: empty 401s, a bad token refused even where no token is needed.
  [
    'POST /v1/property/',
    property,
    401,
    undefined,
    { as: 'none', answer: { 'www-authenticate': 'Bearer realm="api"' } },
  ],
  ['GET /v1/realtors/{b.CONTACT_ID}', { referralType: 'Buyer' }, 200, undefined, { as: 'none' }],
  ['GET /v1/realtors/{CONTACT_ID}', { referralType: 'Buyer' }, 401, undefined, { as: 'unknown' }],
  // Entity before payload, roles after it.
  ['POST /v1/homes/{b.DEAL_ID}/note', {}, 404, { detail: 'Not Found' }],
  ['POST /v2/payments/reno/payment-intents', { type: 'nope' }, 422, undefined, { as: 'b' }],
  ['POST /v2/payments/reno/payment-intents', { type: 'year-pro' }, 403, { detail: 'Forbidden' }, { as: 'b' }],
  ['DELETE /v2/payments/reno/remove-subscription', undefined, 403, undefined, { as: 'b' }],
  ['DELETE /v1/crm-provider/deactivate', undefined, 204, undefined, { as: 'b' }],
  // The router: exact paths, a 301 for GET only, pages in HTML unless JSON is asked for.
  ['POST /v1/property', property, 404, 'The server returned a "404 Not Found".'],
  // fetch follows the 301 (see below): the slash-less GET lands on the route.
  ['GET /v1/homes/{DEAL_ID}/', undefined, 200, { stage: 'open' }],
  ['PUT /v1/property/', property, 405, '<!DOCTYPE html>', { answer: { allow: 'POST' } }],
  [
    'PUT /v1/property/',
    property,
    405,
    { detail: 'Method Not Allowed' },
    { headers: { accept: 'application/json' } },
  ],
  ['GET /v1/homes/not-a-uuid', undefined, 404, 'Oops! An Error Occurred'],
];

describe('symfony server conventions', () => {
  it('answers in Symfony 7 words, in the kernel order', async () => {
    await expectRows(server, ROWS);
  });

  it('redirects a GET (only) whose trailing slash differs, with a 301 page', async () => {
    const headers = { authorization: `Bearer ${server.tokens.a}` };
    const answer = await request(`${server.url}/v1/meetings?x=1`, { method: 'GET', headers });
    expect([answer.statusCode, answer.headers.location]).toEqual([301, '/v1/meetings/?x=1']);
    expect(await answer.body.text()).toContain('Redirecting to <a href="/v1/meetings/?x=1">');
  });

  it('leaves the 413 to nginx past client_max_body_size (1m), before any route or token', async () => {
    const make = (pad: string) => ({ changeOrderIds: [], pad });
    await expectRows(server, [
      ...bodyLimitRows('POST /v1/estimates/migrate-products', make, 1_048_576, 200, '<center>nginx</center>'),
      ...bodyLimitRows('GET /nowhere', make, 1_048_576, 404, '413 Request Entity Too Large', { as: 'none' }),
    ]);
  });
});

describe('symfony server rate limit', () => {
  it('sends X-RateLimit-* on every limited answer, then a 429 problem with Retry-After', async () => {
    const row = ['GET /v1/notifications/upsert-notification-subscribers', undefined, 200] as const;
    await expectThrottle(startSymfonyServer, {
      defaults: { limit: 120, windowSeconds: 60 },
      limit: { limit: 5, windowSeconds: 1 },
      row,
      under: (ex, i) =>
        expect([ex.headers['x-ratelimit-limit'], ex.headers['x-ratelimit-remaining']]).toEqual([
          '5',
          String(4 - i),
        ]),
      over: (ex) => {
        expect(ex.json).toMatchObject({ status: 429, detail: 'Too Many Requests' });
        expect(Number(ex.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      },
      off: (ex) => expect(ex.headers['x-ratelimit-limit']).toBeUndefined(),
    });
  });
});

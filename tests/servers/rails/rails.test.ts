/**
 * @module The Rails server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested `primary`/`bookedBy` fields included), and its Rails
 * conventions (JSON parsed before routing on every method, 422 error hashes, token challenges,
 * lookups after auth, `to_i` ids, rack-attack and nginx limits) hold over real HTTP.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Exchange, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { acceptedAs, checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { poster } from '../support/rows.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { startRailsServer } from './index.ts';

function errors(ex: Exchange): Record<string, unknown> | undefined {
  return ex.status === 422 && isObject(ex.json) && isObject(ex.json.errors) ? ex.json.errors : undefined;
}

const RAILS: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: acceptedAs(),
  rejected: (ex, path) => {
    const messages = errors(ex)?.[path.join('.')];
    return Array.isArray(messages) && messages.length > 0;
  },
  notFound: (ex) =>
    ex.status === 404 && isObject(ex.json) && /^Couldn't find \w+ with 'id'=/.test(String(ex.json.error)),
  malformedId: (ex) => ex.status === 404,
  malformedIgnoredBody: (ex) => ex.status === 400,
};

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };

const current = selfTest('rails', {
  start: () => startRailsServer({ rateLimit: { limit: 100_000, windowSeconds: 60 } }),
  check: (s, op) => checkModelOperation(s, op, RAILS),
  publishes: (server) => {
    expect(truthSummary(server.truth)).toEqual({
      operations: 21,
      publicOps: ['18'],
      noTokenStatuses: [401],
      validationStatuses: [422],
      otherSuccess: { '1': 201, '2': 201, '13': 201, '19': 204, '20': 204 },
      getBody: { '8': 'honored', '12': 'ignored', '18': 'ignored' },
      rateLimit: { limit: 100_000, windowSeconds: 60 },
      maxBodyBytes: 1_048_576,
      errorContentType: 'application/json',
      credentialHeader: undefined,
    });
    expect(server.truth.operations['14']?.request?.properties.primary).toEqual({
      type: 'object',
      properties: {
        email: { type: 'string', format: 'email' },
        name: { type: 'string', minLength: 1, maxLength: 60 },
        role: { type: 'string', enum: ['signer', 'viewer'] },
      },
      required: ['email', 'name'],
      additionalProperties: true,
    });
    expect(server.truth.operations['5']?.request?.required).toEqual(['id', 'reportId']);
  },
  sequential: createProperty(property),
});
const post = poster(current);
const get = (path: string, raw?: string) =>
  send(current().url, {
    method: 'GET',
    path,
    token: current().tokens.a,
    ...(raw === undefined ? {} : { raw }),
  });

describe('rails server conventions', () => {
  let server: ReturnType<typeof current>;
  beforeAll(() => {
    server = current();
  });

  it('answers 422 with an ActiveModel error hash, nested keys and closed sets it never lists', async () => {
    const deal = `/v1/esignatures/${server.ids.DEAL_ID}`;
    const ex = await post(deal, { primary: { email: 'nope', name: 'n'.repeat(61), role: 'boss' } });
    expect([ex.status, ex.json]).toEqual([
      422,
      {
        errors: {
          'primary.email': ['is invalid'],
          'primary.name': ['is too long (maximum is 60 characters)'],
          'primary.role': ['is not included in the list'],
        },
      },
    ]);
    expect((await post(deal, {})).json).toEqual({ errors: { primary: ["can't be blank"] } });
    const report = await post('/v1/property/complete-report', { id: '  ', reportId: 'short' });
    expect(report.json).toEqual({
      errors: { id: ["can't be blank"], reportId: ['is too short (minimum is 8 characters)'] },
    });
    const intent = await post('/v2/payments/reno/payment-intents', { type: 'monthly' });
    expect(intent.json).toEqual({ errors: { type: ['is not included in the list'] } });
    const typed = await post('/v1/property/', {
      ...property,
      bedrooms: 2.5,
      state: 'CAL',
      yearBuilt: '1990',
    });
    expect(errors(typed)).toEqual({
      state: ['is the wrong length (should be 2 characters)'],
      bedrooms: ['must be an integer'],
      yearBuilt: ['is not a number'],
    });
  });

  it('parses JSON before routing on every method: malformed JSON is a 400 even where nothing reads it', async () => {
    const bad = '{"x":';
    expect((await get(`/v1/homes/${server.ids.DEAL_ID}`, bad)).json).toEqual({
      status: 400,
      error: 'Bad Request',
    });
    expect((await get('/v1/notifications/upsert-notification-subscribers', bad)).status).toBe(400);
    const realtor = `/v1/realtors/${server.ids.CONTACT_ID}`;
    expect((await send(server.url, { method: 'GET', path: realtor, raw: bad })).status).toBe(400);
    expect((await send(server.url, { method: 'POST', path: '/v9/nowhere', raw: bad })).status).toBe(400);
    // Well-formed bodies on ignored GETs change nothing.
    const home = await get(`/v1/homes/${server.ids.DEAL_ID}`, '{"associatedObjectId":[[]]}');
    expect(home.json).toEqual((await get(`/v1/homes/${server.ids.DEAL_ID}`)).json);
    // Meetings reads its GET body.
    expect(errors(await get('/v1/meetings/', '{"bookedBy":{}}'))).toMatchObject({
      'bookedBy.userId': ["can't be blank"],
    });
  });

  it('challenges before looking records up: 401 first, then 404; ids cast with to_i', async () => {
    const other = `/v1/homes/${server.idsB.DEAL_ID}/note`;
    const none = await send(server.url, { method: 'POST', path: other, json: {} });
    expect([none.status, none.text, none.headers['www-authenticate']]).toEqual([
      401,
      'HTTP Token: Access denied.\n',
      'Token realm="Application"',
    ]);
    expect((await post(other, {})).status).toBe(404);
    const cast = await get(`/v1/homes/${server.ids.DEAL_ID}abc`);
    expect([cast.status, isObject(cast.json) && cast.json.id]).toEqual([200, Number(server.ids.DEAL_ID)]);
    const token = { authorization: `Token token="${server.tokens.a}"` };
    const path = '/v1/notifications/upsert-notification-subscribers';
    expect((await send(server.url, { method: 'GET', path, headers: token })).status).toBe(200);
  });

  it('creates with 201, a Location and a snake_case record; 204 on the DELETEs', async () => {
    const created = await post('/v1/property/', property);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ street_address: '1 Main Street', report_type: 'standard' });
    const id = isObject(created.json) ? created.json.id : undefined;
    expect(created.headers.location).toBe(`${server.url}/v1/property/${id}`);
    expect((await post(`/v1/property/log/pdf/${id}`, {})).status).toBe(200);
    const removed = await send(server.url, {
      method: 'DELETE',
      path: '/v1/crm-provider/deactivate',
      token: server.tokens.a,
    });
    expect([removed.status, removed.text]).toEqual([204, '']);
  });

  it('answers a body over 1 MiB with nginx 413 HTML, on any route', async () => {
    const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
    const base = { method: 'POST', path: '/v1/estimates/migrate-products', token: server.tokens.a } as const;
    expect((await send(server.url, { ...base, raw: jsonOfSize(make, 1_048_576) })).status).toBe(200);
    const over = await send(server.url, { ...base, raw: jsonOfSize(make, 1_048_577) });
    expect([over.status, over.headers['content-type'], over.text.includes('nginx')]).toEqual([
      413,
      'text/html',
      true,
    ]);
  });

  it('throttles per token with a bare 429 "Retry later", and publishes the throttle', async () => {
    await expectThrottle(startRailsServer, {
      defaults: { limit: 300, windowSeconds: 300 },
      limit: { limit: 3, windowSeconds: 60 },
      row: ['GET /v1/notifications/upsert-notification-subscribers', undefined, 200],
      over: (ex) => expect([ex.text, ex.headers['retry-after']]).toEqual(['Retry later\n', undefined]),
    });
  });
});

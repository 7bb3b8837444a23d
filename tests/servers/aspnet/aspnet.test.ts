/**
 * @module The ASP.NET server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, nested `primary`/`bookedBy` fields included, the key sent in
 * `X-Api-Key`), and its ASP.NET Core conventions (ProblemDetails with PascalCase keys, first
 * conversion failure only, case-insensitive names, GUID route constraints, bare 401/404/405/413)
 * hold over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { ROUTES } from '../shared/routes.ts';
import { type Exchange, type Outgoing, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { serverErrors } from '../support/junk.ts';
import { acceptedAs, checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { ASPNET_RULES, startAspNetServer } from './index.ts';

const PROBLEM = 'application/problem+json; charset=utf-8';

function problemErrors(ex: Exchange): Record<string, unknown> | undefined {
  if (ex.status !== 400 || ex.headers['content-type'] !== PROBLEM || !isObject(ex.json)) return undefined;
  const { title, errors } = ex.json;
  return title === 'One or more validation errors occurred.' && isObject(errors) ? errors : undefined;
}

const pascal = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

const ASPNET: ModelCheckDialect = {
  credentials: (token) => ({ headers: { 'x-api-key': token } }),
  accepted: acceptedAs(),
  rejected: (ex, path) => {
    const errors = problemErrors(ex);
    return (
      errors !== undefined &&
      (Object.hasOwn(errors, path.map(pascal).join('.')) || Object.hasOwn(errors, `$.${path.join('.')}`))
    );
  },
  notFound: (ex) => ex.status === 404 && ex.headers['content-type'] === PROBLEM,
  // `{dealId:guid}` does not match: no endpoint, no body.
  malformedId: (ex) => ex.status === 404 && ex.text === '',
  malformedIgnoredBody: (ex) => ex.status === 200,
  // Still a GUID (a non-hex last character would match no route at all).
  unknownId: (id) => `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`,
};

let server: ReferenceServerHandle;
let bearerServer: ReferenceServerHandle;
beforeAll(async () => {
  [server, bearerServer] = await Promise.all([startAspNetServer(), startAspNetServer({ auth: 'bearer' })]);
});
afterAll(() => Promise.all([server.close(), bearerServer.close()]));

const key = () => ({ 'x-api-key': server.tokens.a });
const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };
const call = (out: Omit<Outgoing, 'headers'>) => send(server.url, { ...out, headers: key() });
const post = (path: string, json: unknown) => call({ method: 'POST', path, json });

describe('aspnet server truth', () => {
  it('publishes all 21 routes ([AllowAnonymous] where the document shows no Authorization), problem+json and its key header', () => {
    expect(server.truth).toMatchObject({
      maxBodyBytes: 1_048_576,
      errorContentType: 'application/problem+json',
      credentialHeader: 'X-Api-Key',
    });
    expect([server.truth.rateLimit, bearerServer.truth.credentialHeader]).toEqual([undefined, undefined]);
    for (const [n, route] of Object.entries(ROUTES)) {
      const op = server.truth.operations[n];
      const expected = [route.method, route.path, route.documentedAuth ? 'required' : 'none'];
      expect([n, op?.method, op?.path, op?.auth]).toEqual([n, ...expected]);
      expect([n, op?.notFoundStatus]).toEqual([n, route.idKind === undefined ? undefined : 404]);
    }
    expect(server.truth.operations['8']?.request?.properties.bookedBy).toMatchObject({
      required: ['id'],
      properties: {
        id: { type: 'string', minLength: 1, maxLength: 36 },
        email: { type: 'string', format: 'email' },
      },
    });
    const gets = ['8', '12', '18'].map((op) => server.truth.operations[op]?.getBody);
    expect(gets).toEqual(['honored', 'ignored', 'honored']);
  });

  it.each(Object.keys(ASPNET_RULES))('operation %s behaves as its truth says', async (op) => {
    expect(await checkModelOperation(server, op, ASPNET)).toEqual([]);
  });
});

describe('aspnet server conventions', () => {
  it('answers 400 ProblemDetails with every DataAnnotations failure, PascalCase and nested', async () => {
    const ex = await post('/v1/property/', { ...property, bedrooms: 13, state: 'C', streetAddress: ' ' });
    expect(ex.headers['content-type']).toBe(PROBLEM);
    expect(ex.json).toMatchObject({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: {
        StreetAddress: ['The StreetAddress field is required.'],
        State: ['The field State must be a string with a minimum length of 2 and a maximum length of 2.'],
        Bedrooms: ['The field Bedrooms must be between 1 and 12.'],
      },
      traceId: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/),
    });
    const primary = { email: 'nope', name: 'n'.repeat(101) };
    const esign = await post(`/v1/esignatures/${server.ids.DEAL_ID}`, { primary });
    expect(problemErrors(esign)).toEqual({
      'Primary.Email': ['The Email field is not a valid e-mail address.'],
      'Primary.Name': [
        'The field Name must be a string with a minimum length of 2 and a maximum length of 100.',
      ],
    });
    const intent = await post('/v2/payments/reno/payment-intents', { type: 'Year-Starter' });
    expect(problemErrors(intent)).toEqual({
      Type: ['The Type field does not equal any of the values specified in AllowedValuesAttribute.'],
    });
  });

  it('reports only the first value System.Text.Json cannot convert, keyed by JSON path', async () => {
    const ex = await post('/v1/property/', { ...property, bedrooms: 2.5, state: 7, reportType: 'nope' });
    const errors = problemErrors(ex) ?? {};
    expect(Object.keys(errors)).toEqual(['$.bedrooms', 'request']);
    expect(String((errors['$.bedrooms'] as string[])[0])).toMatch(
      /^The JSON value could not be converted to System\.Nullable`1\[System\.Int32\]\. Path: \$\.bedrooms/,
    );
    expect(problemErrors(await post('/v1/referrals/', [])) ?? {}).toHaveProperty('$');
    const empty = await call({ method: 'POST', path: '/v1/referrals/', raw: '' });
    expect(problemErrors(empty)).toEqual({ '': ['A non-empty request body is required.'] });
  });

  it('binds names and enum names whatever their case, and numbers sent as strings', async () => {
    const ex = await post('/v1/property/', {
      STREETADDRESS: '1 Main Street',
      Bedrooms: '4',
      reportType: 'EXPRESS',
    });
    expect([ex.status, ex.json]).toMatchObject([201, { bedrooms: 4, reportType: 'express' }]);
    const id = isObject(ex.json) ? String(ex.json.id) : '';
    expect(ex.headers.location).toBe(`${server.url}/v1/property/${id}`);
  });

  it('authenticates with X-Api-Key only: a bearer token is refused; 8 and 18 are anonymous', async () => {
    const path = '/v1/notifications/upsert-notification-subscribers';
    expect((await call({ method: 'GET', path })).status).toBe(200);
    const bearer = await send(server.url, { method: 'GET', path, token: server.tokens.a });
    expect([bearer.status, bearer.text, bearer.headers['www-authenticate']]).toEqual([401, '', undefined]);
    const realtor = { method: 'GET', path: `/v1/realtors/${server.idsB.CONTACT_ID}` } as const;
    const anonymous = await send(server.url, {
      ...realtor,
      json: { referralType: 'buyer' },
      headers: { 'x-api-key': 'nope' },
    });
    expect(anonymous.status).toBe(200);
    const ok = await send(bearerServer.url, { method: 'GET', path, token: bearerServer.tokens.a });
    const bad = await send(bearerServer.url, { method: 'GET', path, token: 'nope' });
    expect([ok.status, bad.status, bad.headers['www-authenticate']]).toEqual([
      200,
      401,
      'Bearer error="invalid_token"',
    ]);
  });

  it('routes like endpoint routing: GUID forms, case-insensitive paths, bare 404 and 405', async () => {
    const deal = server.ids.DEAL_ID;
    const get = (path: string) => call({ method: 'GET', path });
    expect((await get(`/V1/HOMES/${deal.toUpperCase().replaceAll('-', '')}`)).status).toBe(200);
    expect((await get(`/v1/homes/{${deal}}`)).status).toBe(200);
    const junk = await get('/v1/homes/12345');
    expect([junk.status, junk.text]).toEqual([404, '']);
    const unknown = await get(`/v1/homes/${deal.slice(0, -1)}${deal.endsWith('0') ? '1' : '0'}`);
    expect([unknown.status, unknown.headers['content-type']]).toEqual([404, PROBLEM]);
    const wrong = await call({ method: 'DELETE', path: '/v1/property/' });
    expect([wrong.status, wrong.headers.allow]).toEqual([405, 'POST']);
  });

  it('reads bound bodies only: 415 for other types, 413 past 1 MiB; GET 12 never reads its body', async () => {
    const typed = await call({
      method: 'POST',
      path: '/v1/property/',
      raw: JSON.stringify(property),
      contentType: 'text/plain',
    });
    expect([typed.status, typed.headers['content-type']]).toEqual([415, PROBLEM]);
    const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
    const base = { method: 'POST', path: '/v1/estimates/migrate-products' } as const;
    expect((await call({ ...base, raw: jsonOfSize(make, 1_048_576) })).status).toBe(200);
    const over = await call({ ...base, raw: jsonOfSize(make, 1_048_577) });
    expect([over.status, over.text]).toEqual([413, '']);
    const home = { method: 'GET', path: `/v1/homes/${server.ids.DEAL_ID}` } as const;
    expect((await call({ ...home, raw: jsonOfSize(make, 1_048_577) })).status).toBe(200);
    expect((await call({ ...home, raw: '{"x":' })).status).toBe(200);
  });

  it('never answers 5xx on hostile input and cannot be prototype-polluted', async () => {
    expect(await serverErrors(bearerServer)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('limits with a bare 429 when the limiter is on, and publishes it', async () => {
    const limited = await startAspNetServer({ rateLimit: { limit: 2, windowSeconds: 60 } });
    try {
      expect(limited.truth.rateLimit).toEqual({ limit: 2, windowSeconds: 60 });
      const path = '/v1/notifications/upsert-notification-subscribers';
      const hit = async (token: string) => {
        const ex = await send(limited.url, { method: 'GET', path, headers: { 'x-api-key': token } });
        return [ex.status, ex.text === ''];
      };
      const { a, b } = limited.tokens;
      const answers = [await hit(a), await hit(a), await hit(a), await hit(b)];
      expect(answers.map(([status]) => status)).toEqual([200, 200, 429, 200]);
      expect(answers[2]).toEqual([429, true]);
    } finally {
      await limited.close();
    }
  });
});

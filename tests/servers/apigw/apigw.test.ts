/**
 * @module The API Gateway server keeps its word: every operation behaves as its published truth
 * says (requests built from that truth, the Lambda's business rules included), and its API Gateway
 * + Lambda conventions hold over real HTTP: 403 `Missing Authentication Token` for every unknown
 * route or method, the authorizer's 401 and explicit-deny 403, detail-free 400s from the models,
 * the Lambda's 400 / 404 / 422 `{errorType, errorMessage}`, 200 for every success, a 429 without
 * headers, 413 at 10 MB, 415 for a body the model cannot take, AWS headers, and no 5xx on junk.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationTruth, ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { APIGW_RULES, startApigwServer } from './index.ts';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import { type Exchange, type Outgoing, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { serverErrors } from '../support/junk.ts';
import { checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { fillPath, paramKind } from '../support/paths.ts';
import { sendSequential } from '../support/sequential.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };
const TEN_MB = 10_485_760;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const MISSING_TOKEN = { message: 'Missing Authentication Token' };
const UNAUTHORIZED = { message: 'Unauthorized' };
const DENIED = { Message: 'User is not authorized to access this resource with an explicit deny' };
const INVALID_BODY = { message: 'Invalid request body' };

const same = (actual: unknown, expected: unknown) => JSON.stringify(actual) === JSON.stringify(expected);
/** `[status, body]` of an exchange, for one-line expectations. */
const answer = (ex: Exchange) => [ex.status, ex.json];

/** A Lambda error body (`{errorType, errorMessage}`) with this status and type, if that is what came. */
function lambdaError(ex: Exchange, status: number, errorType: string): string | undefined {
  if (ex.status !== status || !isObject(ex.json) || ex.json.errorType !== errorType) return undefined;
  return typeof ex.json.errorMessage === 'string' ? ex.json.errorMessage : undefined;
}

const APIGW: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: (ex: Exchange, op: OperationTruth) =>
    ex.status === op.successStatus &&
    ex.headers['content-type'] === 'application/json' &&
    isObject(ex.json) &&
    (isObject(ex.json.data) || ex.json.ok === true),
  // The model's 400 names nothing; the Lambda's 422 names the field first.
  rejected: (ex, path) =>
    (ex.status === 400 && same(ex.json, INVALID_BODY)) ||
    lambdaError(ex, 422, 'ValidationError')?.startsWith(`${path.join('.')} `) === true,
  notFound: (ex) => lambdaError(ex, 404, 'NotFound')?.endsWith(' not found') === true,
  malformedId: (ex) => /^invalid \w+Id$/.test(lambdaError(ex, 400, 'BadRequest') ?? ''),
  // Still a uuid (a non-hex last character would be a malformed one).
  unknownId: (id) => `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`,
  malformedIgnoredBody: () => false,
  // Draft 4: `null` is no field's type, optional ones included.
  nullRejected: true,
  unknownCredentialsStatus: 403,
};

let server: ReferenceServerHandle;
beforeAll(async () => {
  server = await startApigwServer({ rateLimit: DISCOVERY_LIMIT });
});
afterAll(() => server.close());

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };
const call = (out: Partial<Outgoing> & Pick<Outgoing, 'method' | 'path'>) =>
  send(server.url, { token: server.tokens.a, ...out });
const post = (path: string, json: unknown) => call({ method: 'POST', path, json });
/** Any method, no body, optional token: for routing probes `send` cannot make (PUT, PATCH, HEAD …). */
async function anyMethod(method: string, path: string, token?: string): Promise<Exchange> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: Object.fromEntries(response.headers), text, json };
}

describe('apigw server truth', () => {
  it('publishes all 21 operations: 8 and 18 public, 401 without a token, 200 everywhere, 400 validation', () => {
    const ops = server.truth.operations;
    expect(Object.keys(ops)).toHaveLength(21);
    expect(server.truth).toMatchObject({
      rateLimit: DISCOVERY_LIMIT,
      maxBodyBytes: TEN_MB,
      errorContentType: 'application/json',
    });
    expect(server.truth.credentialHeader).toBeUndefined();
    const numbers = (keep: (op: OperationTruth) => boolean) =>
      Object.entries(ops)
        .filter(([, op]) => keep(op))
        .map(([n]) => n);
    expect(numbers((op) => op.auth === 'none')).toEqual(['8', '18']);
    expect(new Set(Object.values(ops).map((op) => op.noTokenStatus))).toEqual(new Set([401, undefined]));
    expect(new Set(Object.values(ops).map((op) => op.successStatus))).toEqual(new Set([200]));
    expect(numbers((op) => op.validationStatus === 400)).toEqual(
      Array.from({ length: 18 }, (_, i) => String(i + 1)),
    );
    expect(numbers((op) => op.notFoundStatus === 404)).toEqual([
      '3',
      '4',
      '10',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
    ]);
    expect(['8', '12', '18'].map((n) => ops[n]?.getBody)).toEqual(['honored', 'honored', 'honored']);
    expect(ops['1']?.responseFields).toEqual({ data: { type: 'object', required: true } });
    expect(ops['19']?.responseFields).toEqual({ ok: { type: 'boolean', required: true } });
    expect(ops['15']?.request).toEqual({ properties: {}, required: [], additionalProperties: true });
  });

  it("publishes the Lambda's business rules like the model's", () => {
    const field = (op: string, name: string) => server.truth.operations[op]?.request?.properties[name];
    expect(field('1', 'bedrooms')).toEqual({ type: 'integer', minimum: 0, maximum: 12 });
    expect(field('2', 'zipCode')).toEqual({ type: 'string', minLength: 5, maxLength: 10 });
    expect(field('11', 'type')).toEqual({ type: 'string', enum: ['year-starter', 'month-starter'] });
    expect(field('13', 'note')).toEqual({ type: 'string', minLength: 1, maxLength: 2000 });
  });

  it('publishes no rate limit when throttling is off, and the body limit it was given', async () => {
    const other = await startApigwServer({ rateLimit: false, maxBodyBytes: 1000 });
    await other.close();
    expect(other.truth.rateLimit).toBeUndefined();
    expect(other.truth.maxBodyBytes).toBe(1000);
  });

  it.each(Object.keys(APIGW_RULES))('operation %s behaves as its truth says', async (op) => {
    expect(await checkModelOperation(server, op, APIGW)).toEqual([]);
  });
});

describe('apigw server routing', () => {
  const METHODS = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'HEAD', 'OPTIONS'];

  /** Every path and method API Gateway has no resource for, around one documented operation. */
  function strangers(op: OperationTruth): [string, string][] {
    const path = fillPath(op.path, server.ids);
    const otherVersion = path.replace(/^\/v([12])/, (_, v: string) => `/v${v === '1' ? '2' : '1'}`);
    const otherSlash = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
    return [
      ...METHODS.filter((m) => m !== op.method).map((m): [string, string] => [m, path]),
      [op.method, otherVersion],
      [op.method, otherSlash],
      [op.method, path.toUpperCase()],
      [op.method, `${path}${path.endsWith('/') ? '' : '/'}extra`],
    ];
  }

  it('answers 403 Missing Authentication Token to any other method, version, slash or case, token or not', async () => {
    const odd: string[] = [];
    for (const op of Object.values(server.truth.operations)) {
      for (const [method, path] of strangers(op)) {
        for (const token of [server.tokens.a, undefined]) {
          const ex = await anyMethod(method, path, token);
          const bodyOk = method === 'HEAD' ? ex.text === '' : same(ex.json, MISSING_TOKEN);
          const typeOk = ex.headers['x-amzn-errortype'] === 'MissingAuthenticationTokenException';
          if (ex.status !== 403 || !bodyOk || !typeOk) odd.push(`${method} ${path}: ${ex.status} ${ex.text}`);
        }
      }
    }
    expect(odd).toEqual([]);
  });

  it('answers it to unknown paths too, before the authorizer and before the model', async () => {
    for (const path of ['/', '/v1', '/v3/property/', '/nowhere', '/v1/property//', '/v1/homes/']) {
      const ex = await anyMethod('POST', path);
      expect([path, ex.status, ex.json]).toEqual([path, 403, MISSING_TOKEN]);
    }
    const junk = await call({ method: 'POST', path: '/v1/propertyx/', raw: '{not json' });
    expect(answer(junk)).toEqual([403, MISSING_TOKEN]);
  });
});

describe('apigw server authorizer', () => {
  const subscribers = '/v1/notifications/upsert-notification-subscribers';

  it('answers 401 Unauthorized without an Authorization header, and a deny 403 for any token it rejects', async () => {
    const none = await send(server.url, { method: 'GET', path: subscribers });
    expect([...answer(none), none.headers['x-amzn-errortype']]).toEqual([
      401,
      UNAUTHORIZED,
      'UnauthorizedException',
    ]);
    expect(none.headers['www-authenticate']).toBeUndefined();
    const empty = await send(server.url, {
      method: 'GET',
      path: subscribers,
      headers: { authorization: '' },
    });
    expect(answer(empty)).toEqual([401, UNAUTHORIZED]);
    for (const authorization of ['Bearer nope', `Basic ${server.tokens.a}`, server.tokens.a, 'Bearer']) {
      const ex = await send(server.url, { method: 'GET', path: subscribers, headers: { authorization } });
      expect([authorization, ...answer(ex), ex.headers['x-amzn-errortype']]).toEqual([
        authorization,
        403,
        DENIED,
        'AccessDeniedException',
      ]);
    }
  });

  it('authorizes before the model and the Lambda look at anything', async () => {
    const body = { method: 'POST', path: '/v1/property/', raw: '{oops', contentType: 'text/plain' } as const;
    expect(answer(await send(server.url, body))).toEqual([401, UNAUTHORIZED]);
    expect(answer(await send(server.url, { ...body, token: 'nope' }))).toEqual([403, DENIED]);
    const foreign = `/v1/homes/${server.idsB.DEAL_ID}`;
    expect(answer(await send(server.url, { method: 'GET', path: foreign }))).toEqual([401, UNAUTHORIZED]);
  });

  it('runs no authorizer on 8 and 18: anonymous sees every tenant, a token scopes, a bad token is anonymous', async () => {
    const meeting = { calendar: 'main', timezone: 'UTC', startTime: 0 };
    for (const token of [undefined, 'nope']) {
      const ex = await send(server.url, { method: 'GET', path: '/v1/meetings/', json: meeting, token });
      expect(ex.status).toBe(200);
    }
    const realtorB = `/v1/realtors/${server.idsB.CONTACT_ID}`;
    for (const token of [undefined, 'nope', server.tokens.b]) {
      expect((await send(server.url, { method: 'GET', path: realtorB, token })).status).toBe(200);
    }
    const asA = await call({ method: 'GET', path: realtorB });
    expect(answer(asA)).toEqual([
      404,
      { errorType: 'NotFound', errorMessage: `Contact ${server.idsB.CONTACT_ID} not found` },
    ]);
  });
});

describe('apigw server request validation (models, then the Lambda)', () => {
  it('answers every model violation with the same detail-free 400', async () => {
    const bodies: unknown[] = [
      {},
      { ...property, streetAddress: undefined },
      { ...property, bedrooms: '3' },
      { ...property, bedrooms: 3.5 },
      { ...property, bedrooms: -1 },
      { ...property, bedrooms: true },
      { ...property, reportType: 'Standard' },
      { ...property, state: 'CAL' },
      { ...property, yearBuilt: 1799 },
      { ...property, state: null },
      { ...property, streetAddress: '' },
      [property],
      'property',
      null,
    ];
    for (const body of bodies) {
      const ex = await post('/v1/property/', body);
      expect([JSON.stringify(body), ex.status, ex.json, ex.headers['x-amzn-errortype']]).toEqual([
        JSON.stringify(body),
        400,
        INVALID_BODY,
        'BadRequestException',
      ]);
    }
    const esign = `/v1/esignatures/${server.ids.DEAL_ID}`;
    for (const primary of [{ name: 'Pat' }, { email: 'nope', name: 'Pat' }, 'pat@example.com']) {
      expect(answer(await post(esign, { primary }))).toEqual([400, INVALID_BODY]);
    }
    const referral = { referralType: 'buyer', clientEmail: 'not-an-email', zipCode: '12345' };
    expect(answer(await post('/v1/referrals/', referral))).toEqual([400, INVALID_BODY]);
  });

  it('answers malformed JSON, invalid UTF-8 and an empty body the same way; unknown fields pass', async () => {
    for (const raw of ['{oops', '', '{"a":1,}', Buffer.from([0x7b, 0xff, 0x7d])]) {
      const ex = await call({ method: 'POST', path: '/v1/property/', raw });
      expect([String(raw), ...answer(ex)]).toEqual([String(raw), 400, INVALID_BODY]);
    }
    const unknown = await post('/v1/property/', { ...property, zz: 1, nested: { deep: [1] } });
    expect(unknown.status).toBe(200);
    const meeting = { calendar: 'main', timezone: 'UTC', startTime: 0, bookedBy: { id: 'u1', zz: true } };
    expect((await call({ method: 'GET', path: '/v1/meetings/', json: meeting })).status).toBe(200);
    expect(answer(await call({ method: 'GET', path: '/v1/meetings/' }))).toEqual([400, INVALID_BODY]);
  });

  it("checks the Lambda's business rules after the model: 422 naming the field", async () => {
    const cases: [string, unknown, string][] = [
      ['/v1/property/', { ...property, bedrooms: 13 }, 'bedrooms must be at most 12'],
      [
        '/v1/referrals/',
        { referralType: 'buyer', clientEmail: 'pat@example.com', zipCode: '1234' },
        'zipCode must be at least 5 characters',
      ],
      [
        '/v2/payments/reno/payment-intents',
        { type: 'gold' },
        'type must be one of: year-starter, month-starter',
      ],
      [
        `/v1/homes/${server.ids.DEAL_ID}/note`,
        { note: 'n'.repeat(2001) },
        'note must be at most 2000 characters',
      ],
    ];
    for (const [path, body, errorMessage] of cases) {
      const ex = await post(path, body);
      expect([path, ...answer(ex), ex.headers['x-amzn-errortype']]).toEqual([
        path,
        422,
        { errorType: 'ValidationError', errorMessage },
        undefined,
      ]);
    }
    // The model sees a wrong type first; the note's limit is the model's on op 10, the Lambda's on 13.
    expect(answer(await post('/v1/property/', { ...property, bedrooms: '13' }))).toEqual([400, INVALID_BODY]);
    const longNote = { note: 'n'.repeat(2001) };
    const note10 = await post(`/v2/vision-ai/rejected-report-note/${server.ids.RECORD_ID}`, longNote);
    expect(answer(note10)).toEqual([400, INVALID_BODY]);
  });

  it('picks the model by content type: another type is a 415, no type is JSON, no model reads nothing', async () => {
    for (const contentType of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      const ex = await call({
        method: 'POST',
        path: '/v1/property/',
        raw: JSON.stringify(property),
        contentType,
      });
      expect([contentType, ...answer(ex), ex.headers['x-amzn-errortype']]).toEqual([
        contentType,
        415,
        { message: 'Unsupported Media Type' },
        'UnsupportedMediaTypeException',
      ]);
    }
    const home = `/v1/homes/${server.ids.DEAL_ID}`;
    const getText = await call({ method: 'GET', path: home, raw: '{}', contentType: 'text/plain' });
    expect(getText.status).toBe(415);
    const charset = 'application/json; charset=utf-8';
    const typed = await call({
      method: 'POST',
      path: '/v1/property/',
      raw: JSON.stringify(property),
      contentType: charset,
    });
    expect(typed.status).toBe(200);
    const untyped = await fetch(`${server.url}/v1/property/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.tokens.a}` },
      body: new TextEncoder().encode(JSON.stringify(property)),
    });
    expect(untyped.status).toBe(200);
    const remove = '/v2/payments/reno/remove-subscription';
    const noModel = await call({ method: 'DELETE', path: remove, raw: '{oops', contentType: 'text/plain' });
    expect(answer(noModel)).toEqual([200, { ok: true }]);
  });
});

describe('apigw server path ids and success', () => {
  const validBodies: Readonly<Record<string, unknown>> = {
    '10': { note: 'x' },
    '13': { note: 'x' },
    '14': { primary: { email: 'pat@example.com', name: 'Pat' } },
  };

  it("answers the Lambda's 404 for an unknown or foreign uuid and 400 for a malformed one, on every id path", async () => {
    for (const [n, op] of Object.entries(server.truth.operations)) {
      const kind = paramKind(op.path);
      if (kind === undefined) continue;
      const param = /\{(\w+)\}/.exec(op.path)?.[1];
      const at = (id: string) =>
        call({ method: op.method, path: fillPath(op.path, server.ids, id), json: validBodies[n] ?? {} });
      for (const id of [server.idsB[kind], '00000000-0000-4000-8000-000000000000']) {
        expect([op.path, ...answer(await at(id))]).toEqual([
          op.path,
          404,
          { errorType: 'NotFound', errorMessage: `${RECORD_NOUNS[kind]} ${id} not found` },
        ]);
      }
      for (const id of ['abc', '12345', `${server.ids[kind]}0`, 'not an id!']) {
        expect([op.path, id, ...answer(await at(id))]).toEqual([
          op.path,
          id,
          400,
          { errorType: 'BadRequest', errorMessage: `invalid ${param}` },
        ]);
      }
      expect((await at(server.ids[kind].toUpperCase())).status).toBe(200);
    }
  });

  it('lets the model speak before the Lambda, and the lookup before the business rules', async () => {
    expect(answer(await post('/v1/homes/abc/note', {}))).toEqual([400, INVALID_BODY]);
    const unknown = '/v1/homes/00000000-0000-4000-8000-000000000000/note';
    expect((await post(unknown, { note: 'n'.repeat(2001) })).status).toBe(404);
  });

  it('answers 200 for creates, actions and deletes: {"data": …} for records, {"ok": true} for actions', async () => {
    const created = await post('/v1/property/', property);
    expect(created.status).toBe(200);
    const data = isObject(created.json) && isObject(created.json.data) ? created.json.data : {};
    expect(String(data.reportId)).toMatch(UUID);
    // The new report is the creator's: tenant a can log a view of it, tenant b cannot see it.
    const view = `/v1/property/log/view/${String(data.reportId)}`;
    expect(answer(await post(view, {}))).toEqual([200, { ok: true }]);
    const asB = await send(server.url, { method: 'POST', path: view, json: {}, token: server.tokens.b });
    expect(asB.status).toBe(404);
    const intent = await post('/v2/payments/reno/payment-intents', { type: 'year-starter' });
    expect([intent.status, isObject(intent.json) && isObject(intent.json.data)]).toEqual([200, true]);
    for (const path of ['/v2/payments/reno/remove-subscription', '/v1/crm-provider/deactivate']) {
      expect(answer(await call({ method: 'DELETE', path }))).toEqual([200, { ok: true }]);
    }
  });

  it("sends API Gateway's headers on every answer, x-amzn-ErrorType only on its own", async () => {
    const gateway = [await anyMethod('GET', '/nowhere'), await post('/v1/property/', {})];
    const lambda = [
      await post('/v1/property/', property),
      await call({ method: 'GET', path: '/v1/homes/abc' }),
    ];
    for (const ex of [...gateway, ...lambda]) {
      expect(ex.headers).toMatchObject({
        'content-type': 'application/json',
        'x-amzn-requestid': expect.stringMatching(UUID),
        'x-amz-apigw-id': expect.stringMatching(/^[A-Za-z0-9+/]{15}=$/),
        'x-amzn-trace-id': expect.stringMatching(/^Root=1-[0-9a-f]{8}-[0-9a-f]{24}$/),
      });
    }
    expect(gateway.map((ex) => ex.headers['x-amzn-errortype'])).toEqual([
      'MissingAuthenticationTokenException',
      'BadRequestException',
    ]);
    expect(lambda.map((ex) => ex.headers['x-amzn-errortype'])).toEqual([undefined, undefined]);
    const names = await new Promise<string[]>((resolve, reject) => {
      const req = httpRequest(`${server.url}/nowhere`, (res) => {
        res.resume();
        res.on('end', () => resolve(res.rawHeaders.filter((_, i) => i % 2 === 0)));
      });
      req.on('error', reject);
      req.end();
    });
    expect(names).toEqual(
      expect.arrayContaining(['x-amzn-RequestId', 'x-amzn-ErrorType', 'X-Amzn-Trace-Id']),
    );
  });
});

describe('apigw server limits', () => {
  it('refuses a body over 10 MB with 413 Request Too Long, on any route', async () => {
    const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
    const base = { method: 'POST', path: '/v1/estimates/migrate-products' } as const;
    expect((await call({ ...base, raw: jsonOfSize(make, TEN_MB) })).status).toBe(200);
    const over = jsonOfSize(make, TEN_MB + 1);
    const refused = await call({ ...base, raw: over });
    expect([...answer(refused), refused.headers['content-type']]).toEqual([
      413,
      { message: 'Request Too Long' },
      'application/json',
    ]);
    expect(answer(await call({ method: 'POST', path: '/nowhere', raw: over }))).toEqual([
      413,
      { message: 'Request Too Long' },
    ]);
  });

  it('takes the body limit from its options', async () => {
    const small = await startApigwServer({ maxBodyBytes: 1000 });
    try {
      const make = (pad: string) => ({ changeOrderIds: [pad] });
      const at = (bytes: number) =>
        send(small.url, {
          method: 'POST',
          path: '/v1/estimates/migrate-products',
          token: small.tokens.a,
          raw: jsonOfSize(make, bytes),
        });
      expect((await at(1000)).status).toBe(200);
      expect((await at(1001)).status).toBe(413);
    } finally {
      await small.close();
    }
  });

  it('throttles per token: 429 Too Many Requests with no Retry-After and no rate headers', async () => {
    const limited = await startApigwServer({ rateLimit: { limit: 2, windowSeconds: 60 } });
    try {
      const path = '/v1/notifications/upsert-notification-subscribers';
      const hit = (token: string) => send(limited.url, { method: 'GET', path, token });
      for (let i = 0; i < 2; i += 1) {
        const ex = await hit(limited.tokens.a);
        expect(Object.keys(ex.headers).filter((h) => /rate|retry/i.test(h))).toEqual([]);
      }
      const over = await hit(limited.tokens.a);
      expect([...answer(over), over.headers['x-amzn-errortype']]).toEqual([
        429,
        { message: 'Too Many Requests' },
        'TooManyRequestsException',
      ]);
      expect(Object.keys(over.headers).filter((h) => /rate|retry/i.test(h))).toEqual([]);
      expect((await hit(limited.tokens.b)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('never answers 5xx on hostile input and cannot be prototype-polluted', async () => {
    expect(await serverErrors(server)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('serves 3,000 sequential keep-alive requests', async () => {
    const create = { method: 'POST', path: '/v1/property/', token: server.tokens.a, json: property } as const;
    expect(await sendSequential(server.url, create, 3000)).toBe(3000);
  });
});

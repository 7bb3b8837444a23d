/**
 * @module The API Gateway server keeps its word: every operation behaves as its published truth
 * says (requests built from that truth, the Lambda's business rules included), and its API Gateway
 * + Lambda conventions hold over real HTTP: 403 `Missing Authentication Token` for every unknown
 * route or method, the authorizer's 401 and explicit-deny 403, detail-free 400s from the models,
 * the Lambda's 400 / 404 / 422 `{errorType, errorMessage}`, 200 for every success, a 429 without
 * headers, 413 at 10 MB, 415 for a body the model cannot take, AWS headers, and no 5xx on junk.
 * Discovery behind its detail-free validator finds op 8 an accepted body by leave-two-out.
 */
import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationTruth, ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { runDiscovery, summary } from '../../discovery/run-discovery.ts';
import { RECORD_NOUNS } from '../shared/record-nouns.ts';
import { ROUTES } from '../shared/routes.ts';
import { type Exchange, type Outgoing, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { jsonOfSize } from '../support/json-of-size.ts';
import { checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { fillPath, paramKind } from '../support/paths.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { APIGW_RULES, startApigwServer } from './index.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };
const TEN_MB = 10_485_760;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NIL_UUID = '00000000-0000-4000-8000-000000000000';

/** API Gateway's own answers as `[status, body, x-amzn-ErrorType]`. */
const gateway = (s: number, body: object, type: string) => [s, body, `${type}Exception`];
const MISSING = gateway(403, { message: 'Missing Authentication Token' }, 'MissingAuthenticationToken');
const UNAUTHORIZED = gateway(401, { message: 'Unauthorized' }, 'Unauthorized');
const DENIED = gateway(
  403,
  { Message: 'User is not authorized to access this resource with an explicit deny' },
  'AccessDenied',
);
const INVALID = gateway(400, { message: 'Invalid request body' }, 'BadRequest');
/** The Lambda's answers: no `x-amzn-ErrorType`. */
const lambda = (s: number, errorType: string, errorMessage: string) => [
  s,
  { errorType, errorMessage },
  undefined,
];
/** `[status, body, x-amzn-ErrorType]` of an exchange, for one-line expectations. */
const seen = (ex: Exchange) => [ex.status, ex.json, ex.headers['x-amzn-errortype']];
const same = (actual: unknown, expected: unknown) => JSON.stringify(actual) === JSON.stringify(expected);

/** A Lambda error body (`{errorType, errorMessage}`) with this status and type, if that is what came. */
function lambdaError(ex: Exchange, status: number, errorType: string): string | undefined {
  if (ex.status !== status || !isObject(ex.json) || ex.json.errorType !== errorType) return undefined;
  return typeof ex.json.errorMessage === 'string' ? ex.json.errorMessage : undefined;
}

const LAMBDA_FIELDS = new Set(
  Object.values(APIGW_RULES).flatMap((r) => (r.lambdaRules ?? []).map((l) => l.field)),
);

const APIGW: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: (ex: Exchange, op: OperationTruth) =>
    ex.status === op.successStatus &&
    ex.headers['content-type'] === 'application/json' &&
    isObject(ex.json) &&
    (isObject(ex.json.data) || ex.json.ok === true),
  // The model's 400 names nothing; the Lambda's 422 names the field first, where it holds a rule.
  rejected: (ex, path) =>
    same(seen(ex), INVALID) ||
    (LAMBDA_FIELDS.has(path.join('.')) &&
      lambdaError(ex, 422, 'ValidationError')?.startsWith(`${path.join('.')} `) === true),
  notFound: (ex) => lambdaError(ex, 404, 'NotFound')?.endsWith(' not found') === true,
  malformedId: (ex) => /^invalid \w+Id$/.test(lambdaError(ex, 400, 'BadRequest') ?? ''),
  // Still a uuid (a non-hex last character would be a malformed one).
  unknownId: (id) => `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`,
  malformedIgnoredBody: () => false,
  // Draft 4: `null` is no field's type, optional ones included.
  nullRejected: true,
  unknownCredentialsStatus: 403,
};

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };
const meeting = { calendar: 'main', timezone: 'UTC', startTime: 0 };
const subscribers = '/v1/notifications/upsert-notification-subscribers';
const call = (out: Partial<Outgoing> & Pick<Outgoing, 'method' | 'path'>) =>
  send(server.url, { token: server.tokens.a, ...out });
const post = (path: string, json: unknown) => call({ method: 'POST', path, json });
/** Any method, no body, optional token: for routing probes (PUT, PATCH, HEAD …). */
const anyMethod = (method: string, path: string, token?: string) => send(server.url, { method, path, token });

const current = selfTest('apigw', {
  start: () => startApigwServer({ rateLimit: DISCOVERY_LIMIT }),
  check: (s, op) => checkModelOperation(s, op, APIGW),
  // The authorizer where the document shows one, 200 everywhere, 404 on id paths, the Lambda's rules.
  publishes: (server) => {
    expect(server.truth).toMatchObject({
      rateLimit: DISCOVERY_LIMIT,
      maxBodyBytes: TEN_MB,
      errorContentType: 'application/json',
    });
    expect(server.truth.credentialHeader).toBeUndefined();
    for (const [n, route] of Object.entries(ROUTES)) {
      const op = server.truth.operations[n];
      const modelled = APIGW_RULES[n as keyof typeof APIGW_RULES].body.kind === 'object';
      expect([n, op?.method, op?.path, op?.auth, op?.noTokenStatus, op?.successStatus]).toEqual([
        n,
        route.method,
        route.path,
        route.documentedAuth ? 'required' : 'none',
        route.documentedAuth ? 401 : undefined,
        200,
      ]);
      expect([n, op?.notFoundStatus, op?.validationStatus]).toEqual([
        n,
        route.idKind === undefined ? undefined : 404,
        modelled ? 400 : undefined,
      ]);
      expect([n, op?.getBody]).toEqual([n, route.method === 'GET' && modelled ? 'honored' : undefined]);
    }
    expect(server.truth.operations['1']?.responseFields).toEqual({
      data: { type: 'object', required: true },
    });
    expect(server.truth.operations['19']?.responseFields).toEqual({
      ok: { type: 'boolean', required: true },
    });
    const any = { properties: {}, required: [], additionalProperties: true };
    expect(server.truth.operations['15']?.request).toEqual(any);
    const field = (op: string, name: string) => server.truth.operations[op]?.request?.properties[name];
    expect(field('1', 'bedrooms')).toEqual({ type: 'integer', minimum: 0, maximum: 12 });
    expect(field('2', 'zipCode')).toEqual({ type: 'string', minLength: 5, maxLength: 10 });
    expect(field('11', 'type')).toEqual({ type: 'string', enum: ['year-starter', 'month-starter'] });
    expect(field('13', 'note')).toEqual({ type: 'string', minLength: 1, maxLength: 2000 });
  },
  sequential: createProperty(property),
});
let server: ReturnType<typeof current>;
beforeAll(() => {
  server = current();
});

describe('apigw server options', () => {
  it('publishes no rate limit when throttling is off, and the body limit it was given', async () => {
    const other = await startApigwServer({ rateLimit: false, maxBodyBytes: 1000 });
    await other.close();
    expect([other.truth.rateLimit, other.truth.maxBodyBytes]).toEqual([undefined, 1000]);
  });
});

describe('apigw server routing and authorizer', () => {
  const METHODS = ['GET', 'POST', 'DELETE', 'PUT', 'PATCH', 'HEAD', 'OPTIONS'];

  /** Every path and method API Gateway has no resource for, around one documented operation. */
  function strangers(op: OperationTruth): [string, string][] {
    const path = fillPath(op.path, server.ids);
    const otherVersion = path.replace(/^\/v([12])/, (_, v: string) => `/v${v === '1' ? '2' : '1'}`);
    const otherSlash = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
    const extra = `${path}${path.endsWith('/') ? '' : '/'}extra`;
    const others = METHODS.filter((m) => m !== op.method).map((m): [string, string] => [m, path]);
    return [
      ...others,
      ...[otherVersion, otherSlash, path.toUpperCase(), extra].map((p): [string, string] => [op.method, p]),
    ];
  }

  it('answers 403 Missing Authentication Token to any other method, version, slash or case, token or not', async () => {
    const odd: string[] = [];
    for (const op of Object.values(server.truth.operations)) {
      for (const [method, path] of strangers(op)) {
        for (const token of [server.tokens.a, undefined]) {
          const ex = await anyMethod(method, path, token);
          const expected = method === 'HEAD' ? [403, undefined, MISSING[2]] : MISSING;
          if (!same(seen(ex), expected)) odd.push(`${method} ${path}: ${ex.status} ${ex.text}`);
        }
      }
    }
    expect(odd).toEqual([]);
  });

  it('answers it to unknown paths too, before the authorizer and before the model', async () => {
    const paths = ['/', '/v1', '/v3/property/', '/nowhere', '/v1/property//', '/v1/homes/'];
    const answers = await Promise.all(paths.map(async (p) => [p, ...seen(await anyMethod('POST', p))]));
    expect(answers).toEqual(paths.map((p) => [p, ...MISSING]));
    expect(seen(await call({ method: 'POST', path: '/v1/propertyx/', raw: '{not json' }))).toEqual(MISSING);
  });

  it('answers 401 without an Authorization header, a deny 403 for any token it rejects, before anything else', async () => {
    const none = await send(server.url, { method: 'GET', path: subscribers });
    expect([...seen(none), none.headers['www-authenticate']]).toEqual([...UNAUTHORIZED, undefined]);
    const at = (authorization: string) =>
      send(server.url, { method: 'GET', path: subscribers, headers: { authorization } });
    expect(seen(await at(''))).toEqual(UNAUTHORIZED);
    for (const authorization of ['Bearer nope', `Basic ${server.tokens.a}`, server.tokens.a, 'Bearer']) {
      expect([authorization, ...seen(await at(authorization))]).toEqual([authorization, ...DENIED]);
    }
    const junk = { method: 'POST', path: '/v1/property/', raw: '{oops', contentType: 'text/plain' } as const;
    expect(seen(await send(server.url, junk))).toEqual(UNAUTHORIZED);
    expect(seen(await send(server.url, { ...junk, token: 'nope' }))).toEqual(DENIED);
    const foreign = { method: 'GET', path: `/v1/homes/${server.idsB.DEAL_ID}` } as const;
    expect(seen(await send(server.url, foreign))).toEqual(UNAUTHORIZED);
  });

  it('runs no authorizer on 8 and 18: anonymous sees every tenant, a token scopes, a bad token is anonymous', async () => {
    const meetings = { method: 'GET', path: '/v1/meetings/', json: meeting } as const;
    for (const token of [undefined, 'nope'])
      expect((await send(server.url, { ...meetings, token })).status).toBe(200);
    const realtorB = `/v1/realtors/${server.idsB.CONTACT_ID}`;
    for (const token of [undefined, 'nope', server.tokens.b]) {
      expect((await send(server.url, { method: 'GET', path: realtorB, token })).status).toBe(200);
    }
    const asA = await call({ method: 'GET', path: realtorB });
    expect(seen(asA)).toEqual(lambda(404, 'NotFound', `Contact ${server.idsB.CONTACT_ID} not found`));
  });
});

describe('apigw server request validation (models, then the Lambda)', () => {
  it('answers a body that is no object, malformed JSON, invalid UTF-8 or empty with the same 400', async () => {
    // Field by field, the truth-driven checks above hold every model violation to this same 400.
    const raws = ['[{}]', '"property"', 'null', '{oops', '', '{"a":1,}'];
    for (const raw of [...raws, Buffer.from([0x7b, 0xff, 0x7d])]) {
      const ex = await call({ method: 'POST', path: '/v1/property/', raw });
      expect([raw, ...seen(ex)]).toEqual([raw, ...INVALID]);
    }
    // A GET without a body is validated as `{}`: its required fields are missing.
    expect(seen(await call({ method: 'GET', path: '/v1/meetings/' }))).toEqual(INVALID);
  });

  it("checks the Lambda's business rules after the model: 422 naming the field", async () => {
    const referral = { referralType: 'buyer', clientEmail: 'pat@example.com', zipCode: '1234' };
    const note = `/v1/homes/${server.ids.DEAL_ID}/note`;
    const intent = '/v2/payments/reno/payment-intents';
    const cases: [string, unknown, string][] = [
      ['/v1/property/', { ...property, bedrooms: 13 }, 'bedrooms must be at most 12'],
      ['/v1/referrals/', referral, 'zipCode must be at least 5 characters'],
      [intent, { type: 'gold' }, 'type must be one of: year-starter, month-starter'],
      [note, { note: 'n'.repeat(2001) }, 'note must be at most 2000 characters'],
    ];
    for (const [path, body, message] of cases) {
      const expected = lambda(422, 'ValidationError', message);
      expect([path, ...seen(await post(path, body))]).toEqual([path, ...expected]);
    }
    // The model sees a wrong type first; the note's limit is the model's on op 10, the Lambda's on 13.
    expect(seen(await post('/v1/property/', { ...property, bedrooms: '13' }))).toEqual(INVALID);
    const note10 = `/v2/vision-ai/rejected-report-note/${server.ids.RECORD_ID}`;
    expect(seen(await post(note10, { note: 'n'.repeat(2001) }))).toEqual(INVALID);
    // The model speaks before the Lambda, the lookup before the business rules.
    expect(seen(await post('/v1/homes/abc/note', {}))).toEqual(INVALID);
    expect((await post(`/v1/homes/${NIL_UUID}/note`, { note: 'n'.repeat(2001) })).status).toBe(404);
  });

  it('picks the model by content type: another type is a 415, no type is JSON, no model reads nothing', async () => {
    const raw = JSON.stringify(property);
    const typed = (contentType: string) => call({ method: 'POST', path: '/v1/property/', raw, contentType });
    const media = gateway(415, { message: 'Unsupported Media Type' }, 'UnsupportedMediaType');
    for (const type of ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']) {
      expect([type, ...seen(await typed(type))]).toEqual([type, ...media]);
    }
    const home = { method: 'GET', path: `/v1/homes/${server.ids.DEAL_ID}` } as const;
    expect((await call({ ...home, raw: '{}', contentType: 'text/plain' })).status).toBe(415);
    expect((await typed('application/json; charset=utf-8')).status).toBe(200);
    const untyped = await fetch(`${server.url}/v1/property/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.tokens.a}` },
      body: new TextEncoder().encode(raw),
    });
    expect(untyped.status).toBe(200);
    const remove = { method: 'DELETE', path: '/v2/payments/reno/remove-subscription' } as const;
    const ok = [200, { ok: true }, undefined];
    expect(seen(await call({ ...remove, raw: '{oops', contentType: 'text/plain' }))).toEqual(ok);
  });
});

describe('apigw server path ids and success', () => {
  const primary = { email: 'pat@example.com', name: 'Pat' };
  const BODIES: Readonly<Record<string, unknown>> = {
    '10': { note: 'x' },
    '13': { note: 'x' },
    '14': { primary },
  };

  it("answers the Lambda's 404 for an unknown or foreign uuid and 400 for a malformed one, on every id path", async () => {
    for (const [n, route] of Object.entries(ROUTES)) {
      const kind = paramKind(route.path);
      if (kind === undefined) continue;
      const path = (id: string) => fillPath(route.path, server.ids, id);
      const at = async (id: string) => [
        id,
        ...seen(await call({ ...route, path: path(id), json: BODIES[n] ?? {} })),
      ];
      for (const id of [server.idsB[kind], NIL_UUID]) {
        expect(await at(id)).toEqual([
          id,
          ...lambda(404, 'NotFound', `${RECORD_NOUNS[kind]} ${id} not found`),
        ]);
      }
      for (const id of ['abc', '12345', `${server.ids[kind]}0`, 'not an id!']) {
        expect(await at(id)).toEqual([id, ...lambda(400, 'BadRequest', `invalid ${route.param}`)]);
      }
      expect((await at(server.ids[kind].toUpperCase()))[1]).toBe(200);
    }
  });

  it('answers 200 for creates, actions and deletes: {"data": …} for records, {"ok": true} for actions', async () => {
    const created = await post('/v1/property/', property);
    const data = isObject(created.json) && isObject(created.json.data) ? created.json.data : {};
    expect([created.status, String(data.reportId)]).toEqual([200, expect.stringMatching(UUID)]);
    // The new report is the creator's: tenant a can log a view of it, tenant b cannot see it.
    const view = `/v1/property/log/view/${String(data.reportId)}`;
    expect(seen(await post(view, {}))).toEqual([200, { ok: true }, undefined]);
    expect(
      (await send(server.url, { method: 'POST', path: view, json: {}, token: server.tokens.b })).status,
    ).toBe(404);
    const intent = await post('/v2/payments/reno/payment-intents', { type: 'year-starter' });
    expect([intent.status, isObject(intent.json) && isObject(intent.json.data)]).toEqual([200, true]);
    for (const path of ['/v2/payments/reno/remove-subscription', '/v1/crm-provider/deactivate']) {
      expect(seen(await call({ method: 'DELETE', path }))).toEqual([200, { ok: true }, undefined]);
    }
  });

  it("sends API Gateway's headers on every answer, x-amzn-ErrorType only on its own", async () => {
    const gatewayAnswers = [await anyMethod('GET', '/nowhere'), await post('/v1/property/', {})];
    const lambdaAnswers = [
      await post('/v1/property/', property),
      await call({ method: 'GET', path: '/v1/homes/abc' }),
    ];
    for (const ex of [...gatewayAnswers, ...lambdaAnswers]) {
      expect(ex.headers).toMatchObject({
        'content-type': 'application/json',
        'x-amzn-requestid': expect.stringMatching(UUID),
        'x-amz-apigw-id': expect.stringMatching(/^[A-Za-z0-9+/]{15}=$/),
        'x-amzn-trace-id': expect.stringMatching(/^Root=1-[0-9a-f]{8}-[0-9a-f]{24}$/),
      });
    }
    const types = (list: Exchange[]) => list.map((ex) => ex.headers['x-amzn-errortype']);
    expect(types(gatewayAnswers)).toEqual([MISSING[2], INVALID[2]]);
    expect(types(lambdaAnswers)).toEqual([undefined, undefined]);
    // AWS's own spelling of the header names, as they go on the wire.
    const names = await new Promise<string[]>((resolve, reject) =>
      httpRequest(`${server.url}/nowhere`, (res) =>
        resolve(res.resume().rawHeaders.filter((_, i) => i % 2 === 0)),
      )
        .on('error', reject)
        .end(),
    );
    expect(names).toEqual(
      expect.arrayContaining(['x-amzn-RequestId', 'x-amzn-ErrorType', 'X-Amzn-Trace-Id']),
    );
  });
});

describe('apigw server limits', () => {
  const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
  const migrate = (at: ReferenceServerHandle, bytes: number, path = '/v1/estimates/migrate-products') =>
    send(at.url, { method: 'POST', path, token: at.tokens.a, raw: jsonOfSize(make, bytes) });
  const tooLarge = gateway(413, { message: 'Request Too Long' }, 'RequestEntityTooLarge');

  it('refuses a body over its limit (10 MB, or as its options say) with 413 Request Too Long, on any route', async () => {
    expect((await migrate(server, TEN_MB)).status).toBe(200);
    const refused = await migrate(server, TEN_MB + 1);
    expect([...seen(refused), refused.headers['content-type']]).toEqual([...tooLarge, 'application/json']);
    expect(seen(await migrate(server, TEN_MB + 1, '/nowhere'))).toEqual(tooLarge);
    const small = await startApigwServer({ maxBodyBytes: 1000 });
    try {
      expect([(await migrate(small, 1000)).status, (await migrate(small, 1001)).status]).toEqual([200, 413]);
    } finally {
      await small.close();
    }
  });

  it('throttles per token: 429 Too Many Requests with no Retry-After and no rate headers', async () => {
    const rateHeaders = (ex: Exchange) => Object.keys(ex.headers).filter((h) => /rate|retry/i.test(h));
    await expectThrottle(startApigwServer, {
      limit: { limit: 2, windowSeconds: 60 },
      row: [`GET ${subscribers}`, undefined, 200],
      under: (ex) => expect(rateHeaders(ex)).toEqual([]),
      over: (ex) => {
        expect(rateHeaders(ex)).toEqual([]);
        expect(seen(ex)).toEqual(gateway(429, { message: 'Too Many Requests' }, 'TooManyRequests'));
      },
    });
  });
});

describe('apigw server under discovery', () => {
  it('a detail-free validator: leave-two-out finds op 8 an accepted body, and nothing wrong is stated about it', async () => {
    // Op 8's documented guess is wrong in two optional fields at once (a mistyped `upleg`, a
    // `bookedBy` missing its required key): leave-one-out cannot find an accepted body.
    const handle = await startApigwServer({ rateLimit: false });
    try {
      const run = await runDiscovery(handle, { operations: [8] });
      console.log(summary('apigw op 8', run));
      const op8 = run.comparison;
      expect(op8.wrong).toEqual([]);
      expect(op8.missing.filter((m) => /^op8\.(auth|success|getBody|calendar)/.test(m))).toEqual([]);
      expect(op8.correct / op8.establishable).toBeGreaterThanOrEqual(0.9);
    } finally {
      await handle.close();
    }
  });
});

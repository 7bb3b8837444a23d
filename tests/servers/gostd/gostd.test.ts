/**
 * @module The gostd server keeps its word: every operation behaves as its published truth says
 * (requests built from that truth, `primary`'s fields included), and its Go 1.22 standard-library
 * conventions hold over real HTTP: plain-text `http.Error` answers with `nosniff`, the mux's 404,
 * 405 with `Allow` and 301 path cleaning, `encoding/json`'s decoder errors (unknown fields, types,
 * syntax, `EOF`) and case-insensitive keys, the first validation problem as a 422, 401s, xid ids
 * with another tenant's record not found, 201/200/204, 429 with `Retry-After: 1`, 413.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { OperationTruth } from '../../../src/sandbox/server-truth.ts';
import { type Exchange, type Outgoing, send } from '../support/exchange.ts';
import { isObject } from '../support/is-object.ts';
import { checkModelOperation, type ModelCheckDialect } from '../support/model-check.ts';
import { fillPath, paramKind } from '../support/paths.ts';
import { rawExchange } from '../support/raw-exchange.ts';
import { bodyLimitRows, expectRows } from '../support/rows.ts';
import { createProperty, selfTest } from '../support/self-test.ts';
import { expectThrottle } from '../support/throttle.ts';
import { truthSummary } from '../support/truth-summary.ts';
import { startGostdServer } from './index.ts';

const DISCOVERY_LIMIT = { limit: 100_000, windowSeconds: 60 };
const PLAIN = 'text/plain; charset=utf-8';

/** An `http.Error` answer: plain text, `nosniff`, one line. */
const isGoError = (ex: Exchange) =>
  ex.headers['content-type'] === PLAIN &&
  ex.headers['x-content-type-options'] === 'nosniff' &&
  ex.text.endsWith('\n');

const GOSTD: ModelCheckDialect = {
  credentials: (token) => ({ token }),
  accepted: (ex: Exchange, op: OperationTruth) =>
    ex.status === op.successStatus &&
    (op.successStatus === 204
      ? ex.text === ''
      : ex.headers['content-type'] === 'application/json' && ex.text.endsWith('}\n') && isObject(ex.json)),
  rejected: (ex, path) =>
    isGoError(ex) &&
    ((ex.status === 422 && ex.text.startsWith(`${path.join('.')} `)) ||
      (ex.status === 400 &&
        (ex.text.includes(`.${path.join('.')} of type `) ||
          ex.text === `json: unknown field "${path.at(-1)}"\n`))),
  notFound: (ex) => ex.status === 404 && ex.text === 'not found\n' && isGoError(ex),
  malformedId: (ex) => ex.status === 404 && ex.text === 'not found\n',
  malformedIgnoredBody: () => false,
};

const property = { streetAddress: '1 Main Street', bedrooms: 3, reportType: 'standard' };

const current = selfTest('gostd', {
  start: () => startGostdServer({ rateLimit: DISCOVERY_LIMIT }),
  check: (s, op) => checkModelOperation(s, op, GOSTD),
  publishes: (server) => {
    const ops = server.truth.operations;
    expect(truthSummary(server.truth)).toEqual({
      operations: 21,
      publicOps: ['8', '18'],
      noTokenStatuses: [401],
      validationStatuses: [400, 422],
      otherSuccess: { '1': 201, '2': 201, '10': 201, '11': 201, '13': 201, '19': 204, '20': 204 },
      getBody: { '8': 'honored', '12': 'honored', '18': 'honored' },
      rateLimit: DISCOVERY_LIMIT,
      maxBodyBytes: 1_048_576,
      errorContentType: PLAIN,
      credentialHeader: undefined,
    });
    expect(
      ['15', '16', '17'].map((n) => [ops[n]?.validationStatus, ops[n]?.request?.additionalProperties]),
    ).toEqual([
      [400, false],
      [400, true],
      [400, true],
    ]);
    expect(ops['1']?.request).toMatchObject({
      required: ['streetAddress', 'bedrooms', 'reportType'],
      additionalProperties: false,
      properties: {
        bedrooms: { type: 'integer', minimum: 1, maximum: 12 },
        state: { type: 'string', minLength: 2, maxLength: 2 },
        reportType: { type: 'string', enum: ['standard', 'rejected'] },
      },
    });
    expect(ops['14']?.request?.properties.primary).toEqual({
      type: 'object',
      required: ['email', 'name'],
      additionalProperties: false,
      properties: {
        email: { type: 'string', format: 'email', maxLength: 254 },
        name: { type: 'string', minLength: 1, maxLength: 100 },
      },
    });
    expect(ops['6']?.request?.properties).toEqual({
      dryRun: { type: 'boolean' },
      changeOrderIds: { type: 'array' },
    });
  },
  sequential: createProperty(property),
});
let server: ReturnType<typeof current>;
beforeAll(() => {
  server = current();
});

const call = (out: Omit<Outgoing, 'token'>) => send(server.url, { ...out, token: server.tokens.a });
const post = (path: string, json: unknown) => call({ method: 'POST', path, json });
const postRaw = (path: string, raw: string) => call({ method: 'POST', path, raw });
const answer = (ex: Exchange) => [ex.status, ex.text];

/** Status, headers and body of a hand-written request (for paths `fetch` would normalise). */
async function raw(method: string, path: string) {
  const { bytes } = await rawExchange(server.url, method, path, server.tokens.a);
  const [head = '', body = ''] = bytes.toString('utf8').split('\r\n\r\n');
  const [status = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(status.split(' ')[1]), headers, body };
}

describe('gostd server mux', () => {
  it('answers http.Error plain text with nosniff, a Date and no Server header', async () => {
    const ex = await call({ method: 'GET', path: '/v1/nowhere' });
    expect(answer(ex)).toEqual([404, '404 page not found\n']);
    expect(isGoError(ex)).toBe(true);
    expect(ex.headers.date).toMatch(/GMT$/);
    expect(ex.headers.server).toBeUndefined();
  });

  it('answers 405 with Allow for a known path (GET patterns take HEAD too), 404 for a trailing-slash variant', async () => {
    const home = await call({ method: 'POST', path: `/v1/homes/${server.ids.DEAL_ID}`, json: {} });
    expect([...answer(home), home.headers.allow]).toEqual([405, 'Method Not Allowed\n', 'GET, HEAD']);
    const prop = await call({ method: 'DELETE', path: '/v1/property/' });
    expect([...answer(prop), prop.headers.allow]).toEqual([405, 'Method Not Allowed\n', 'POST']);
    expect(answer(await post('/v1/property', property))).toEqual([404, '404 page not found\n']);
    expect((await call({ method: 'GET', path: `/v1/homes/${server.ids.DEAL_ID}/` })).status).toBe(404);
    const head = await fetch(`${server.url}/v1/notifications/upsert-notification-subscribers`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${server.tokens.a}` },
    });
    expect(head.status).toBe(200);
  });

  it('redirects 301 to the cleaned path (dot segments, //, escaped dots) for any method, query kept', async () => {
    const cases: [string, string, string][] = [
      ['GET', '/v1/homes/./x/../y', '/v1/homes/y'],
      ['POST', '//v1/property/', '/v1/property/'],
      ['POST', '/v1/property/log/view/%2e%2e/pdf/abc?x=1', '/v1/property/log/pdf/abc?x=1'],
      ['DELETE', '/v1/crm-provider/deactivate/.', '/v1/crm-provider/deactivate'],
    ];
    for (const [method, path, location] of cases) {
      const ex = await raw(method, path);
      expect([method, path, ex.status, ex.headers.location, ex.headers['content-type'], ex.body]).toEqual([
        method,
        path,
        301,
        location,
        'text/html; charset=utf-8',
        `<a href="${location}">Moved Permanently</a>.\n\n`,
      ]);
    }
    const bad = await raw('GET', '/v1/homes/%zz');
    expect([bad.status, bad.body]).toEqual([400, '400 Bad Request\n']);
  });
});

describe('gostd server decoding (encoding/json, DisallowUnknownFields)', () => {
  const created = (ex: Exchange) => (isObject(ex.json) ? ex.json : {});

  it("answers the decoder's error as 400 plain text", async () => {
    const errors: [string, string][] = [
      [JSON.stringify({ ...property, foo: 1 }), 'json: unknown field "foo"'],
      [
        JSON.stringify({ ...property, bedrooms: 'three' }),
        'json: cannot unmarshal string into Go struct field CreatePropertyRequest.bedrooms of type int',
      ],
      [
        JSON.stringify({ ...property, bedrooms: 2.5 }),
        'json: cannot unmarshal number 2.5 into Go struct field CreatePropertyRequest.bedrooms of type int',
      ],
      [
        '{"streetAddress":"1 Main","bedrooms":1e400}',
        'json: cannot unmarshal number 1e400 into Go struct field CreatePropertyRequest.bedrooms of type int',
      ],
      ['{"streetAddress":"1 Main",', 'unexpected EOF'],
      ['xyz', "invalid character 'x' looking for beginning of value"],
      ['', 'EOF'],
      ['[{"bedrooms":3}]', 'json: cannot unmarshal array into Go value of type main.CreatePropertyRequest'],
    ];
    for (const [body, message] of errors) {
      const ex = await postRaw('/v1/property/', body);
      expect([body, ...answer(ex), isGoError(ex)]).toEqual([body, 400, `${message}\n`, true]);
    }
    const nested = await post(`/v1/esignatures/${server.ids.DEAL_ID}`, {
      primary: { email: 7, name: 'Pat' },
    });
    expect(nested.text).toBe(
      'json: cannot unmarshal number into Go struct field Signer.primary.email of type string\n',
    );
    const deep = await post(`/v1/esignatures/${server.ids.DEAL_ID}`, { primary: { email: 'a@b.co', x: 1 } });
    expect(answer(deep)).toEqual([400, 'json: unknown field "x"\n']);
  });

  it('matches keys case-insensitively, leaves null fields at their zero value, ignores what follows the value', async () => {
    const shouted = await post('/v1/property/', {
      STREETADDRESS: '1 Main',
      Bedrooms: 4,
      reportTYPE: 'rejected',
    });
    expect([shouted.status, created(shouted).streetAddress, created(shouted).bedrooms]).toEqual([
      201,
      '1 Main',
      4,
    ]);
    const nulls = await post('/v1/property/', { ...property, state: null, yearBuilt: null });
    expect([nulls.status, created(nulls).state, created(nulls).yearBuilt]).toEqual([201, '', 0]);
    expect((await postRaw('/v1/property/', `${JSON.stringify(property)} trailing junk`)).status).toBe(201);
    // A top-level null decodes to the zero struct, so validation speaks.
    expect(answer(await postRaw('/v1/property/', 'null'))).toEqual([422, 'streetAddress is required\n']);
  });

  it('validates after decoding: zero values are missing, only the first problem is told', async () => {
    const cases: [unknown, string][] = [
      [{ ...property, bedrooms: 0 }, 'bedrooms is required'],
      [{ ...property, bedrooms: 13, state: 'C' }, 'state must be 2 characters'],
      [{ ...property, bedrooms: 13 }, 'bedrooms must be between 1 and 12'],
      [{ streetAddress: '', bedrooms: 13 }, 'streetAddress is required'],
    ];
    for (const [json, message] of cases) {
      const ex = await post('/v1/property/', json);
      expect([...answer(ex), isGoError(ex)]).toEqual([422, `${message}\n`, true]);
    }
    const referral = { referralType: 'renter', clientEmail: 'nope', zipCode: '123' };
    expect(answer(await post('/v1/referrals/', referral))).toEqual([
      422,
      'referralType must be one of: buyer, seller\n',
    ]);
    expect((await post('/v1/referrals/', { ...referral, referralType: 'buyer' })).text).toBe(
      'clientEmail is not a valid email address\n',
    );
    // An empty GET body is no body; a required field then is missing.
    const realtor = await send(server.url, { method: 'GET', path: `/v1/realtors/${server.ids.CONTACT_ID}` });
    expect(answer(realtor)).toEqual([422, 'referralType is required\n']);
  });
});

/** Valid bodies of the operations with a path id whose `{}` would not pass validation. */
const VALID: Readonly<Record<string, unknown>> = {
  '10': { note: 'Called the owner' },
  '13': { note: 'Called the owner' },
  '14': { primary: { email: 'pat@example.com', name: 'Pat' } },
  '18': { referralType: 'Buyer' },
};

describe('gostd server auth, records and answers', () => {
  const subscribers = '/v1/notifications/upsert-notification-subscribers';

  it('answers 401 unauthorized with a Bearer challenge without a token, invalid token for a wrong one', async () => {
    const challenges: Record<string, string>[] = [
      {},
      { authorization: `Basic ${server.tokens.a}` },
      { authorization: `bearer ${server.tokens.a}` },
    ];
    for (const headers of challenges) {
      const ex = await send(server.url, { method: 'GET', path: subscribers, headers });
      expect([...answer(ex), ex.headers['www-authenticate']]).toEqual([401, 'unauthorized\n', 'Bearer']);
    }
    const wrong = await send(server.url, { method: 'GET', path: subscribers, token: 'nope' });
    expect([...answer(wrong), isGoError(wrong)]).toEqual([401, 'invalid token\n', true]);
  });

  it("hands out xid ids and answers another tenant's, unknown or malformed ids 404 not found", async () => {
    for (const id of [...Object.values(server.ids), ...Object.values(server.idsB)])
      expect(id).toMatch(/^[0-9a-v]{20}$/);
    for (const [n, op] of Object.entries(server.truth.operations)) {
      const kind = paramKind(op.path);
      if (kind === undefined) continue;
      for (const id of [server.idsB[kind], '9m4e2mr0ui3e8a215n4g', 'ABC']) {
        const ex = await call({
          method: op.method,
          path: fillPath(op.path, server.ids, id),
          json: VALID[n] ?? {},
        });
        expect([n, id, ...answer(ex)]).toEqual([n, id, 404, 'not found\n']);
      }
    }
    // Public op 18: a guest sees every tenant's contact.
    const guest = await send(server.url, {
      method: 'GET',
      path: `/v1/realtors/${server.idsB.CONTACT_ID}`,
      json: { referralType: 'Buyer' },
    });
    expect(guest.status).toBe(200);
  });

  it('answers creates 201 with the record, actions {"ok":true}, reads the record, deletes 204', async () => {
    const made = await post('/v1/property/', { ...property, rejectedReason: '<&>' });
    expect(made.status).toBe(201);
    expect(made.text).toContain('"rejectedReason":"\\u003c\\u0026\\u003e"');
    expect(made.json).toMatchObject({
      streetAddress: '1 Main Street',
      bedrooms: 3,
      yearBuilt: 0,
      application: '',
    });
    const id = String(isObject(made.json) ? made.json.id : '');
    expect(id).toMatch(/^[0-9a-v]{20}$/);
    expect(String(isObject(made.json) ? made.json.createdAt : '')).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/,
    );
    const view = await post(`/v1/property/log/view/${id}`, { city: 'Austin' });
    expect([view.status, view.text, view.headers['content-type']]).toEqual([
      200,
      '{"ok":true}\n',
      'application/json',
    ]);
    const home = await call({ method: 'GET', path: `/v1/homes/${server.ids.DEAL_ID}` });
    expect([home.status, isObject(home.json) && home.json.id]).toEqual([200, server.ids.DEAL_ID]);
    const removed = await call({ method: 'DELETE', path: '/v1/crm-provider/deactivate' });
    expect([removed.status, removed.text, removed.headers['content-type']]).toEqual([204, '', undefined]);
  });
});

describe('gostd server limits', () => {
  it('answers 429 rate limit exceeded with Retry-After: 1 and no other rate headers, per token', async () => {
    const rateHeaders = (ex: Exchange) => Object.keys(ex.headers).filter((h) => /rate|retry/i.test(h));
    await expectThrottle(startGostdServer, {
      limit: { limit: 3, windowSeconds: 60 },
      row: ['GET /v1/notifications/upsert-notification-subscribers', undefined, 200],
      under: (ex) => expect(rateHeaders(ex)).toEqual([]),
      over: (ex) => {
        expect([...answer(ex), isGoError(ex)]).toEqual([429, 'rate limit exceeded\n', true]);
        expect([rateHeaders(ex), ex.headers['retry-after']]).toEqual([['retry-after'], '1']);
      },
      off: (ex) => expect(ex.status).toBe(200),
    });
  });

  it('refuses a body past http.MaxBytesReader (1 MiB by default) with 413', async () => {
    const make = (pad: string) => ({ changeOrderIds: [pad], dryRun: true });
    const goError = { answer: { 'content-type': PLAIN, 'x-content-type-options': 'nosniff' } };
    const tooLarge = 'http: request body too large\n';
    await expectRows(
      server,
      bodyLimitRows('POST /v1/estimates/migrate-products', make, 1_048_576, 200, tooLarge, goError),
    );
    const small = await startGostdServer({ maxBodyBytes: 100 });
    try {
      expect(small.truth.maxBodyBytes).toBe(100);
      await expectRows(small, [['POST /v1/property/', 'x'.repeat(101), 413]]);
    } finally {
      await small.close();
    }
  });
});

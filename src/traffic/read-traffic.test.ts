import { describe, expect, test } from 'vitest';
import { ConfigError } from '../core/errors.ts';
import { parseTraffic } from './read-traffic.ts';

const harEntry = (over: Record<string, unknown> = {}) => ({
  startedDateTime: '2026-11-28T10:00:00.000Z',
  time: 12,
  request: {
    method: 'post',
    url: 'https://api.example.com/v1/homes/42/note',
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: [{ name: 'Authorization', value: 'Bearer tok-1234' }],
    queryString: [],
    postData: { mimeType: 'application/json', text: '{"note":"x"}' },
    headersSize: -1,
    bodySize: 12,
  },
  response: {
    status: 201,
    statusText: 'Created',
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: [{ name: 'Content-Type', value: 'application/json' }],
    content: {
      size: 8,
      mimeType: 'application/json',
      text: Buffer.from('{"id":1}').toString('base64'),
      encoding: 'base64',
    },
    redirectURL: '',
    headersSize: -1,
    bodySize: 8,
  },
  cache: {},
  timings: { send: 0, wait: 12, receive: 0 },
  ...over,
});

const har = (entries: unknown[]) =>
  JSON.stringify({ log: { version: '1.2', creator: { name: 't', version: '1' }, entries } });

function error(text: string): string {
  try {
    parseTraffic(text, 'x.har');
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('no error');
}

describe('HAR 1.2', () => {
  test('entries numbered from 1, headers lower-cased, base64 bodies decoded, _auth kept', () => {
    const [e, f] = parseTraffic(har([harEntry(), { ...harEntry(), _auth: 'other_tenant' }]), 'x.har');
    expect(e).toMatchObject({
      file: 'x.har',
      entry: 1,
      method: 'POST',
      headers: { authorization: 'Bearer tok-1234' },
      body: '{"note":"x"}',
      answer: {
        status: 201,
        body: '{"id":1}',
        headers: { 'content-type': 'application/json' },
        durationMs: 12,
      },
    });
    expect(e?.url?.pathname).toBe('/v1/homes/42/note');
    expect(e?.auth).toBeUndefined();
    expect(f).toMatchObject({ entry: 2, auth: 'other_tenant' });
  });

  test('a request that got no answer (status 0) has none', () => {
    const entry = harEntry();
    const [e] = parseTraffic(har([{ ...entry, response: { ...entry.response, status: 0 } }]), 'x.har');
    expect(e?.answer).toBeUndefined();
  });

  test('what is not HAR is one line naming the file and the schema error', () => {
    expect(error('{"log": ')).toMatch(/^TRAFFIC: x\.har is not valid JSON \(/);
    expect(error('{"log": {"entries": []}}')).toMatch(
      /^TRAFFIC: x\.har: not HAR 1\.2: \/log must have required property/,
    );
    expect(error(har([{ ...harEntry(), request: { method: 'GET' } }]))).toMatch(
      /not HAR 1\.2: \/log\/entries\/0\/request/,
    );
    expect(error('[1]')).toMatch(/neither a HAR 1\.2 file .* nor a Postman collection v2\.1/);
  });
});

const collection = (item: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    info: { name: 'c', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    variable: [
      { key: 'baseUrl', value: 'https://api.example.com/api' },
      { key: 'token', value: 'tok-5678' },
    ],
    auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{token}}' }] },
    item,
    ...extra,
  });

describe('Postman collection v2.1', () => {
  const request = {
    method: 'POST',
    header: [{ key: 'Content-Type', value: 'application/json' }],
    url: {
      raw: '{{baseUrl}}/v1/homes/:dealId/note',
      host: ['{{baseUrl}}'],
      path: ['v1', 'homes', ':dealId', 'note'],
      variable: [{ key: 'dealId', value: 'd-1' }],
    },
    body: { mode: 'raw', raw: '{"note":"{{token}}"}' },
  };

  test('variables, path variables and the inherited bearer auth filled in; a request saved alone has no answer', () => {
    const [e] = parseTraffic(collection([{ name: 'folder', item: [{ name: 'note', request }] }]), 'c.json');
    expect(e).toMatchObject({
      entry: 1,
      method: 'POST',
      headers: { authorization: 'Bearer tok-5678', 'content-type': 'application/json' },
      body: '{"note":"tok-5678"}',
    });
    expect(e?.url?.toString()).toBe('https://api.example.com/api/v1/homes/d-1/note');
    expect(e?.answer).toBeUndefined();
  });

  test('each saved response is an entry with its original request', () => {
    const response = [
      {
        name: 'ok',
        code: 201,
        header: [{ key: 'Content-Type', value: 'application/json' }],
        body: '{"id":"n1"}',
        originalRequest: request,
      },
      {
        name: 'bad',
        code: 400,
        header: [],
        body: '{"message":"note required"}',
        originalRequest: { ...request, body: { mode: 'raw', raw: '{}' } },
      },
    ];
    const entries = parseTraffic(collection([{ name: 'note', request, response }]), 'c.json');
    expect(entries.map((e) => [e.entry, e.body, e.answer?.status, e.answer?.body])).toEqual([
      [1, '{"note":"tok-5678"}', 201, '{"id":"n1"}'],
      [2, '{}', 400, '{"message":"note required"}'],
    ]);
  });

  test('another version or no item list is one line', () => {
    const v1 = JSON.stringify({
      info: { schema: 'https://schema.getpostman.com/json/collection/v1.0.0/collection.json' },
    });
    expect(error(v1)).toMatch(/^TRAFFIC: x\.har: a Postman collection of another version/);
    expect(error(collection([], { item: undefined }))).toMatch(/without an "item" list/);
  });
});

import { describe, expect, test } from 'vitest';
import type { WireRequest } from '../http/recorded-answers.ts';
import { placeEntries } from './place-entries.ts';
import { recordIds } from './record-ids.ts';
import { TrafficAnswers } from './traffic-answers.ts';
import type { TrafficEntry } from './traffic-entry.ts';
import { trafficExamples, withTrafficExamples } from './traffic-examples.ts';
import { trafficSecrets } from './traffic-secrets.ts';

let n = 0;
function entry(method: string, url: string, over: Partial<TrafficEntry> = {}): TrafficEntry {
  n += 1;
  return {
    file: 't.har',
    entry: n,
    method,
    url: new URL(url),
    headers: { authorization: 'Bearer tok-A' },
    answer: { status: 201, headers: {}, body: `{"n":${n}}`, durationMs: 1 },
    ...over,
  };
}

const API = 'https://api.example.com/api';

describe('placing entries on operations', () => {
  test('the service is the host and base path most entries match; others are counted', () => {
    const placed = placeEntries([
      entry('POST', `${API}/v1/homes/d1/note`),
      entry('GET', `${API}/v1/homes/d1`),
      entry('GET', `${API}/v1/unknown`),
      entry('GET', 'https://cdn.example.com/app.js'),
      entry('POST', 'https://cdn.example.com/v1/homes/d9/note'),
      { ...entry('GET', API), url: undefined },
    ]);
    expect(placed.onService.map((p) => [p.operation, p.relative, p.params])).toEqual([
      [13, '/v1/homes/d1/note', { dealId: 'd1' }],
      [12, '/v1/homes/d1', { dealId: 'd1' }],
      [undefined, '/v1/unknown', {}],
    ]);
    expect(placed.otherHosts).toBe(3);
    expect(placed.otherPaths).toBe(1);
  });
});

describe('recorded answers standing for requests', () => {
  const wire = (method: string, path: string, over: Partial<WireRequest> = {}): WireRequest => ({
    method,
    url: new URL(`http://127.0.0.1:9/base${path}`),
    headers: { authorization: 'Bearer tok-A', accept: 'application/json' },
    auth: 'token',
    ...over,
  });

  function answers(entries: TrafficEntry[], liveIds = {}) {
    const placed = placeEntries(entries).onService;
    return new TrafficAnswers(placed, recordIds(placed, liveIds), '/base/');
  }

  test('the same method, path, body (key order aside) and credentials: each answer once, in order', () => {
    const a = answers([
      entry('POST', `${API}/v1/homes/d1/note`, { body: '{"b":2,"a":1}' }),
      entry('POST', `${API}/v1/homes/d1/note`, { body: '{"a":1,"b":2}' }),
    ]);
    const req = wire('POST', '/v1/homes/d1/note', { body: '{"a":1,"b":2}' });
    expect(a.take(req)?.source).toMatch(/^traffic: t\.har, entry \d+$/);
    const second = a.take(req);
    expect(second).toBeDefined();
    expect(a.take(req)).toBeUndefined();
    expect(a.taken).toHaveLength(2);
  });

  test('other credentials, another body, a 429 or a 5xx stand for nothing', () => {
    const a = answers([
      entry('POST', `${API}/v1/homes/d1/note`, { body: '{"a":1}' }),
      entry('POST', `${API}/v1/homes/d2/note`, {
        body: '{"a":1}',
        answer: { status: 429, headers: { 'retry-after': '1' }, body: '', durationMs: 1 },
      }),
      entry('POST', `${API}/v1/homes/d3/note`, {
        body: '{"a":1}',
        answer: { status: 500, headers: {}, body: 'boom', durationMs: 1 },
      }),
    ]);
    const body = '{"a":1}';
    expect(
      a.take(wire('POST', '/v1/homes/d1/note', { body, headers: { authorization: 'Bearer tok-B' } })),
    ).toBeUndefined();
    expect(a.take(wire('POST', '/v1/homes/d1/note', { body: '{"a":2}' }))).toBeUndefined();
    expect(a.take(wire('POST', '/v1/homes/d2/note', { body }))).toBeUndefined();
    expect(a.take(wire('POST', '/v1/homes/d3/note', { body }))).toBeUndefined();
    expect(a.take(wire('POST', '/v1/homes/d1/note', { body }))).toBeDefined();
  });

  test("a file that says whose credentials (this harness's HAR, tokens redacted) is matched by that", () => {
    const redacted = { authorization: 'Bearer [REDACTED]' };
    const a = answers([
      entry('GET', `${API}/v1/homes/d1`, { headers: redacted, auth: 'other_tenant' }),
      entry('GET', `${API}/v1/homes/d1`, { headers: redacted, auth: 'token' }),
    ]);
    const answer = a.take(wire('GET', '/v1/homes/d1'));
    expect(answer?.source).toBe(`traffic: t.har, entry ${n}`);
  });

  test("the traffic's record id and the run's own id for the same parameter are one", () => {
    const a = answers(
      [
        entry('POST', `${API}/v1/homes/old-deal-1/note`, { body: '{"dealId":"old-deal-1"}' }),
        entry('GET', `${API}/v1/homes/old-deal-1`),
      ],
      { DEAL_ID: 'new-deal-2' },
    );
    expect(
      a.take(wire('POST', '/v1/homes/new-deal-2/note', { body: '{"dealId":"new-deal-2"}' })),
    ).toBeDefined();
    expect(a.take(wire('GET', '/v1/homes/old-deal-1'))).toBeUndefined();
  });
});

describe('first bodies and credentials from traffic', () => {
  test('the first body answered 2xx or saved without an answer; a refused one is none; the file wins', () => {
    const placed = placeEntries([
      entry('POST', `${API}/v1/homes/deal-01/note`, {
        body: '{"note":"refused"}',
        answer: { status: 400, headers: {}, body: '', durationMs: 1 },
      }),
      entry('POST', `${API}/v1/homes/deal-01/note`, { body: '{"note":"ok","dealId":"deal-01"}' }),
      entry('POST', `${API}/v1/rma/r1/contract/send`, { body: '{"templateCode":"x"}' }),
      entry('GET', `${API}/v1/homes/deal-01`, { body: '{"associatedObjectId":1}' }),
    ]).onService;
    const examples = trafficExamples(placed, recordIds(placed, { DEAL_ID: 'live-d' }));
    expect(Object.fromEntries(examples)).toEqual({
      13: { note: 'ok', dealId: 'live-d' },
      17: { templateCode: 'x' },
      12: { associatedObjectId: 1 },
    });
    const merged = withTrafficExamples(new Map([[17, { templateCode: 'mine' }]]), examples);
    expect(merged?.get(17)).toEqual({ templateCode: 'mine' });
    expect(merged?.get(13)).toEqual({ note: 'ok', dealId: 'live-d' });
  });

  test('credentials in headers, cookies, queries and bodies are secrets; ids and challenges are not', () => {
    const secrets = trafficSecrets([
      entry('POST', `${API}/v1/homes/d1/note?api_key=q-secret-1&page=2`, {
        headers: {
          authorization: 'Bearer tok-A',
          cookie: 'session=c-secret-2; theme=dark',
          'x-session-id': 's1',
        },
        body: '{"password":"p-secret-3","sessionId":"keep-me"}',
        answer: {
          status: 200,
          headers: { 'www-authenticate': 'Bearer realm="x"', 'set-cookie': 'sid=c-secret-4; Path=/' },
          body: '{"access_token":"t-secret-5"}',
          durationMs: 1,
        },
      }),
    ]);
    for (const s of [
      'tok-A',
      'Bearer tok-A',
      'q-secret-1',
      'c-secret-2',
      'p-secret-3',
      'c-secret-4',
      't-secret-5',
    ])
      expect(secrets).toContain(s);
    for (const s of ['keep-me', 's1', 'Bearer realm="x"', '2', 'dark', 'Path=/'])
      expect(secrets).not.toContain(s);
  });
});

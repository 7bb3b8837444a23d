/**
 * Discovery is breadth first and anytime: against a scripted server (a bearer token, numbers
 * bounded at ±10,000, strings at 40 characters, and one operation that refuses every body), every
 * operation's auth matrix is probed before any bound or length is bisected, and a cut after N
 * requests keeps that order: whenever a cut has started the bisections, every operation's auth is
 * known. The operation whose search keeps being refused yields (its auth probed without a body)
 * and resumes later. A cut's requests are the full run's first ones (same seed, same requests).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { catalog, operations } from '../../../fixtures/catalog.ts';
import type { Observation } from '../../core/observation.ts';
import { HttpClient } from '../../http/client.ts';
import { Pacer } from '../../http/pacer.ts';
import { Redactor } from '../../http/redactor.ts';
import { discover } from '../discover.ts';
import type { DiscoveryResult } from '../discovery-result.ts';
import { SEARCH_SLICE } from '../session/stage.ts';

const TOKEN = 'tok_breadth_first_0123456789';
const STUCK = catalog.createReferral.number;
const STUCK_PATH = /^\/v1\/referrals\/?$/;

/** A bisection's request: numeric bounds and string lengths (labels of probes/bounds.ts, lengths.ts). */
const BISECTION = /:(maximum|minimum|min-length|max-length|length-filler)(-reading)?:/;

function violation(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'body must be an object';
  for (const [field, v] of Object.entries(value)) {
    if (typeof v === 'number' && Math.abs(v) > 10_000) return `${field} must be between -10000 and 10000`;
    if (typeof v === 'string' && v.length > 40) return `${field} must be at most 40 characters`;
  }
  return undefined;
}

let server: Server;
let base: URL;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${TOKEN}`) return reply(401, { message: 'Unauthorized' });
      if (STUCK_PATH.test(req.url ?? '')) return reply(400, { message: 'Invalid request body' });
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = {};
      try {
        body = text === '' ? {} : JSON.parse(text);
      } catch {
        return reply(400, { message: 'Malformed JSON' });
      }
      const wrong = violation(body);
      return wrong === undefined ? reply(200, { ok: true }) : reply(400, { message: wrong });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

interface Run {
  readonly result: DiscoveryResult;
  readonly labels: readonly string[];
  readonly requests: readonly string[];
  /** The requests before the cut's closing re-verification (the last ones, when a cut made one). */
  readonly probes: readonly string[];
}

async function run(budget: number): Promise<Run> {
  const client = new HttpClient({
    baseUrl: base,
    tokens: { a: TOKEN },
    timeoutMs: 5000,
    pacer: new Pacer(100_000, 0),
    redactor: new Redactor([TOKEN]),
    sideEffectsAllowed: true,
  });
  try {
    const result = await discover({
      client,
      operations,
      seed: 7,
      ids: IDS,
      hasTokenB: false,
      probeLimits: false,
      budget,
    });
    const ex = client.exchanges;
    const requests = ex.map((e) => `${e.request.method} ${e.request.url} ${e.request.body ?? ''}`);
    const closing = ex.length - [...ex].reverse().findIndex((e) => !e.label.endsWith(':reverify'));
    return { result, labels: ex.map((e) => e.label), requests, probes: requests.slice(0, closing) };
  } finally {
    await client.close();
  }
}

/** Operations with an auth fact: stated, or judged "not established" with both answers seen. */
function authKnown(observations: readonly Observation[]): Set<number> {
  const known = new Set<number>();
  for (const o of observations) {
    if (o.kind === 'auth') known.add(o.operation);
    if (o.kind === 'undetermined' && o.topic === 'auth' && o.operation !== undefined) known.add(o.operation);
  }
  return known;
}

const ALL = operations.map((o) => o.number);

/** Every path id configured, so no operation waits for a create operation's answer. */
const IDS = Object.fromEntries(
  ['REPORT_ID', 'RECORD_ID', 'DEAL_ID', 'OPPORTUNITY_ID', 'SESSION_ID', 'RMA_ID', 'CONTACT_ID'].map(
    (v, i) => [v, `id-${i + 1}`],
  ),
);

describe('breadth-first discovery', () => {
  let full: Run;
  beforeAll(async () => {
    full = await run(3000);
    console.log(
      `breadth-first: a full discovery of the scripted server takes ${full.requests.length} requests`,
    );
  });

  test('every operation gets its auth matrix before any bound or length is bisected', () => {
    const firstBisection = full.labels.findIndex((l) => BISECTION.test(l));
    expect(firstBisection).toBeGreaterThan(0);
    for (const op of ALL) {
      const auth = full.labels.indexOf(`discovery:op${op}:auth:none`);
      expect({ op, before: auth >= 0 && auth < firstBisection }).toEqual({ op, before: true });
    }
    expect([...authKnown(full.result.observations)].sort((a, b) => a - b)).toEqual(ALL);
  });

  test('a search that keeps being refused yields after its slice, its auth probed, and resumes later', () => {
    const search = full.labels.flatMap((l, i) => (l.startsWith(`discovery:op${STUCK}:baseline`) ? [i] : []));
    const auth = full.labels.indexOf(`discovery:op${STUCK}:auth:none`);
    expect(search.length).toBeGreaterThan(SEARCH_SLICE);
    expect(auth).toBeGreaterThan(search[SEARCH_SLICE - 1] ?? Number.POSITIVE_INFINITY);
    expect(auth).toBeLessThan(search[SEARCH_SLICE] ?? -1);
    // Resumed only once every other operation has had its verdict tier.
    for (const op of ALL) {
      const other = full.labels.indexOf(`discovery:op${op}:auth:malformed`);
      expect({ op, before: other < (search[SEARCH_SLICE] ?? -1) }).toEqual({ op, before: true });
    }
    const stuck = full.result.observations.find((o) => o.kind === 'auth' && o.operation === STUCK);
    expect(stuck).toMatchObject({ requirement: 'required', noTokenStatus: 401 });
  });

  test.each([60, 120, 250])('cut after %i requests: bisections only once every auth is known', async (n) => {
    const cut = await run(n);
    expect(cut.labels.length).toBeLessThanOrEqual(n);
    const bisected = cut.labels.some((l) => BISECTION.test(l));
    const bounds = cut.result.observations.some((o) => o.kind === 'bound' || o.kind === 'unbounded');
    const known = authKnown(cut.result.observations);
    if (bisected || bounds) expect([...known].sort((a, b) => a - b)).toEqual(ALL);
    // The requests of a cut are the first requests of the full run: the cut drops depth, not order.
    expect(cut.probes).toEqual(full.requests.slice(0, cut.probes.length));
    expect(cut.result.observations.some((o) => o.kind === 'undetermined' && o.topic === 'budget')).toBe(true);
  });

  test('a cut just past the verdict tier knows auth on every operation and has bisected nothing', async () => {
    const lastAuth = Math.max(...ALL.map((op) => full.labels.indexOf(`discovery:op${op}:auth:malformed`)));
    const cut = await run(lastAuth + 3);
    expect([...authKnown(cut.result.observations)].sort((a, b) => a - b)).toEqual(ALL);
    expect(cut.labels.some((l) => BISECTION.test(l))).toBe(false);
  });
});

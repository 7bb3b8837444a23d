/**
 * A harness error inside a probe is a harness error, never a quieter fact: discovery against a
 * server that accepts every request with the token, through a client whose code throws (a
 * TypeError, as a bug would) on one operation's first request and on another's first request of
 * its field tier. Both are in the result's faults; the first hides that operation's verdict.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { catalog, operations } from '../../../fixtures/catalog.ts';
import type { Exchange } from '../../core/exchange.ts';
import { verdictHidden } from '../../core/harness-fault.ts';
import { HttpClient, type SendRequest } from '../../http/client.ts';
import { Pacer } from '../../http/pacer.ts';
import { Redactor } from '../../http/redactor.ts';
import { discover } from '../discover.ts';

const TOKEN = 'tok_harness_fault_0123456789';
const IN_VERDICT = catalog.createReferral.number;
const IN_FIELDS = catalog.createProperty.number;

let server: Server;
let base: URL;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const ok = req.headers.authorization === `Bearer ${TOKEN}`;
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { ok: true } : { message: 'Unauthorized' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A client with a bug: it throws on the requests `trips` picks. */
class TrippingClient extends HttpClient {
  tripped = new Set<number>();
  override async send(req: SendRequest): Promise<Exchange> {
    const op = req.operation;
    if (op !== undefined && !this.tripped.has(op)) {
      const first = op === IN_VERDICT;
      const fieldTier = op === IN_FIELDS && /:required|:omit|:type/.test(req.label);
      if (first || fieldTier) {
        this.tripped.add(op);
        throw new TypeError(`cannot read properties of undefined (reading 'x') on op ${op}`);
      }
    }
    return super.send(req);
  }
}

test('a probe that throws is counted as a harness error, and one in the verdict tier hides the verdict', async () => {
  const client = new TrippingClient({
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
      seed: 3,
      ids: {},
      hasTokenB: false,
      probeLimits: false,
      budget: 3000,
    });
    const faults = result.faults ?? [];
    expect(faults.map((f) => [f.operation, f.hidesVerdict])).toEqual(
      expect.arrayContaining([
        [IN_VERDICT, true],
        [IN_FIELDS, false],
      ]),
    );
    expect(faults.every((f) => f.message.startsWith('cannot read properties'))).toBe(true);
    // No fact calls it anything quieter.
    const reasons = result.observations.flatMap((o) => (o.kind === 'undetermined' ? [o.reason] : []));
    expect(reasons.filter((r) => /internal error/.test(r))).toEqual([]);
    expect(verdictHidden(faults)).toMatch(new RegExp(`^1 harness error hid the verdict of #${IN_VERDICT} `));
  } finally {
    await client.close();
  }
});

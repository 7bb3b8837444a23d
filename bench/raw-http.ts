/**
 * @module The raw reference: autocannon against a sandbox at the harness's own concurrency (one
 * request at a time), on a GET that carries a JSON body and on a POST, each sending the body
 * discovery found accepted in the measured run. Bounded in time (and by a request cap): three
 * one-second rounds per operation, interleaved, the median kept.
 *
 * Timed by duration, not by a request count: autocannon reports a finished `amount` only at its
 * next one-second tick, so 4,000 requests done in 0.5 s read as ~3,900 a second (an earlier
 * version of this bench measured that tick, not the server).
 */
import autocannon from 'autocannon';
import { operations } from '../fixtures/catalog.ts';
import { carriesGetBody, pathParams } from '../fixtures/operation-def.ts';
import type { Observation } from '../src/core/observation.ts';
import type { RunRecord } from '../src/core/run-record.ts';
import { startSandbox } from '../src/sandbox/index.ts';

/** The harness sends one request at a time (discovery and cases are sequential). */
export const HARNESS_CONNECTIONS = 1;
/** Each operation is measured in this many rounds of one second; its rate is their median. */
const ROUNDS = 3;
const SECONDS_PER_ROUND = 1;
/** A cap far above what one connection can do in a round: the loop is bounded in count too. */
const MAX_REQUESTS_PER_ROUND = 100_000;

export interface RawResult {
  readonly operation: number;
  readonly label: string;
  readonly requests: number;
  readonly seconds: number;
  /** The median of the rounds' rates. */
  readonly rps: number;
  /** Share of 2xx answers: a raw figure over error answers would flatter the server. */
  readonly ok: number;
}

type Baseline = Extract<Observation, { kind: 'baseline' }>;

/** The first operation of each kind that discovery found a repeatable 2xx body for. */
function pick(run: RunRecord): { op: (typeof operations)[number]; body: unknown; label: string }[] {
  const baselines = (run.observations as Observation[]).filter(
    (o): o is Baseline => o.kind === 'baseline' && o.status < 300 && o.repeatable && o.body !== undefined,
  );
  const first = (label: string, match: (op: (typeof operations)[number]) => boolean) => {
    const op = operations.find(
      (o) => match(o) && pathParams(o.path).length === 0 && baselines.some((b) => b.operation === o.number),
    );
    if (!op) throw new Error(`bench: no ${label} operation with an accepted body in the run`);
    return { op, body: baselines.find((b) => b.operation === op.number)?.body, label };
  };
  return [first('GET-with-body', carriesGetBody), first('POST', (o) => o.method === 'POST')];
}

/** One timed autocannon run: requests done and seconds taken. */
async function timedRun(url: string, method: string, body: unknown, token: string) {
  const started = performance.now();
  const r = await autocannon({
    url,
    method: method as 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    connections: HARNESS_CONNECTIONS,
    pipelining: 1,
    duration: SECONDS_PER_ROUND,
    maxOverallRequests: MAX_REQUESTS_PER_ROUND,
    timeout: 10,
  });
  // Timed here: the run ends on autocannon's tick, just after `duration`.
  return { requests: r.requests.total, ok: r['2xx'], seconds: (performance.now() - started) / 1000 };
}

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureRaw(run: RunRecord): Promise<RawResult[]> {
  // Its own sandbox with a rate limit out of reach, so the figure is the server's, not its limiter's.
  const sandbox = await startSandbox({ rateLimit: { limit: 1_000_000, windowSeconds: 60 } });
  try {
    const picked = pick(run);
    const rounds = picked.map(() => [] as { requests: number; ok: number; seconds: number }[]);
    // Rounds interleaved across the operations, each operation's rate the median of its rounds: a
    // shared machine's passing slowdown moves one round, not the figure.
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, { op, body }] of picked.entries()) {
        rounds[i]?.push(
          await timedRun(new URL(op.path, sandbox.url).toString(), op.method, body, sandbox.tokens.a),
        );
      }
    }
    return picked.map(({ op, label }, i) => {
      const done = rounds[i] ?? [];
      const requests = done.reduce((n, r) => n + r.requests, 0);
      return {
        operation: op.number,
        label,
        requests,
        seconds: done.reduce((n, r) => n + r.seconds, 0),
        rps: Math.round(median(done.map((r) => r.requests / r.seconds))),
        ok: done.reduce((n, r) => n + r.ok, 0) / Math.max(1, requests),
      };
    });
  } finally {
    await sandbox.close();
  }
}

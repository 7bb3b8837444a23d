/**
 * @module The raw reference: autocannon against a sandbox at the harness's own concurrency (one
 * request at a time), on a GET that carries a JSON body and on a POST, each sending the body
 * discovery found accepted in the measured run. Bounded in time (and by a request cap).
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
const SECONDS_PER_OPERATION = 2;
/** A cap far above what one connection can do in that time: the loop is bounded in count too. */
const MAX_REQUESTS_PER_OPERATION = 200_000;

export interface RawResult {
  readonly operation: number;
  readonly label: string;
  readonly requests: number;
  readonly seconds: number;
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

export async function measureRaw(run: RunRecord): Promise<RawResult[]> {
  // Its own sandbox with a rate limit out of reach, so the figure is the server's, not its limiter's.
  const sandbox = await startSandbox({ rateLimit: { limit: 1_000_000, windowSeconds: 60 } });
  try {
    const results: RawResult[] = [];
    for (const { op, body, label } of pick(run)) {
      const started = performance.now();
      const r = await autocannon({
        url: new URL(op.path, sandbox.url).toString(),
        method: op.method,
        headers: { authorization: `Bearer ${sandbox.tokens.a}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        connections: HARNESS_CONNECTIONS,
        pipelining: 1,
        duration: SECONDS_PER_OPERATION,
        maxOverallRequests: MAX_REQUESTS_PER_OPERATION,
        timeout: 10,
      });
      const requests = r.requests.total;
      // Timed here: the run ends on autocannon's tick, just after `duration`.
      const seconds = (performance.now() - started) / 1000;
      results.push({
        operation: op.number,
        label,
        requests,
        seconds,
        rps: Math.round(requests / seconds),
        ok: r['2xx'] / Math.max(1, requests),
      });
    }
    return results;
  } finally {
    await sandbox.close();
  }
}

/**
 * @module The generalisation measure (issue 17 item 7): discovery against a test server as it is,
 * then against the same server behind a wrapper; what share of the facts stated unwrapped is still
 * stated wrapped, the wrapped run's precision against the truth seen through the wrapper, and any
 * fact drawn from a 429. Shared by the e2e test (scaled down) and `npm run bench` (in full).
 */
import type { ReferenceServerHandle } from '../../src/sandbox/server-truth.ts';
import type { RateLimitOptions } from '../servers/shared/fixed-window.ts';
import { WRAPPINGS, type WrappingName, wrapServer } from '../servers/wrapper/index.ts';
import { type KeptFacts, keptFacts } from './kept-facts.ts';
import { type DiscoveryRun, runDiscovery } from './run-discovery.ts';

export type StartServer = (options: {
  rateLimit: RateLimitOptions | false;
}) => Promise<ReferenceServerHandle>;

/**
 * The limiter every measured server runs with: below the harness's pace (~50-70 requests a second
 * in-process), so every run meets 429s and the rate-header wrappers have something to hide, yet a
 * run of ~700 requests waits ~15 s at most.
 */
export const MEASURED_RATE_LIMIT: RateLimitOptions = { limit: 100, windowSeconds: 2 };

/**
 * A window longer than the client's retries without a wait header (1 s, three times): the case
 * of a JVM-stack limiter that sends no `Retry-After`. ~60 s a run, so measured in the bench only.
 */
export const LONG_WINDOW_RATE_LIMIT: RateLimitOptions = { limit: 300, windowSeconds: 30 };

export interface WrappedMeasure extends KeptFacts {
  readonly wrapping: WrappingName;
  readonly precision: number;
  readonly wrong: readonly string[];
  /** Facts (`kind #op`) whose evidence includes an answer 429, rate-limit facts apart. */
  readonly factsFrom429: readonly string[];
  readonly answered429: number;
  readonly requests: number;
  readonly seconds: number;
}

export function precisionOf(run: DiscoveryRun): number {
  const c = run.comparison;
  return c.stated === 0 ? 1 : c.correct / c.stated;
}

/** Observations drawn from a 429: a wait the server imposed read as an answer about the request. */
export function factsFrom429(run: DiscoveryRun): string[] {
  const limited = new Set(run.client.exchanges.filter((e) => e.response?.status === 429).map((e) => e.id));
  return (
    run.result.observations
      // A rate-limit fact is about 429s; an undetermined topic states nothing.
      .filter((o) => o.kind !== 'rate_limit' && o.kind !== 'undetermined')
      .filter((o) => !(o.kind === 'error_shape' && o.cause === 'rate_limited'))
      .filter((o) => o.evidence.exchangeIds.some((id) => limited.has(id)))
      .map((o) => `${o.kind} #${'operation' in o ? o.operation : '-'}`)
  );
}

export async function measureUnwrapped(
  start: StartServer,
  rateLimit: RateLimitOptions = MEASURED_RATE_LIMIT,
): Promise<DiscoveryRun> {
  const handle = await start({ rateLimit });
  try {
    return await runDiscovery(handle);
  } finally {
    await handle.close();
  }
}

export async function measureWrapped(
  start: StartServer,
  unwrapped: DiscoveryRun,
  wrapping: WrappingName,
  rateLimit: RateLimitOptions = MEASURED_RATE_LIMIT,
): Promise<WrappedMeasure> {
  const w = WRAPPINGS[wrapping];
  const handle = await wrapServer(await start({ rateLimit }), w);
  try {
    const run = await runDiscovery(handle);
    return {
      wrapping,
      ...keptFacts(unwrapped.comparison, run.comparison, w, handle.truth),
      precision: precisionOf(run),
      wrong: run.comparison.wrong,
      factsFrom429: factsFrom429(run),
      answered429: run.client.exchanges.filter((e) => e.response?.status === 429).length,
      requests: run.requests,
      seconds: run.seconds,
    };
  } finally {
    await handle.close();
  }
}

export function describeMeasure(server: string, m: WrappedMeasure): string {
  return [
    `${server} behind ${m.wrapping}: kept ${(m.ratio * 100).toFixed(1)}% (${m.kept}/${m.counted}, ${m.excepted.length} excepted), precision ${(m.precision * 100).toFixed(1)}%, ${m.answered429} answers 429, ${m.requests} requests, ${m.seconds.toFixed(1)} s`,
    ...m.lost.map((f) => `  LOST ${f}`),
    ...m.wrong.map((f) => `  WRONG ${f}`),
    ...m.factsFrom429.map((f) => `  FROM 429 ${f}`),
  ].join('\n');
}

/**
 * @module A rate limit read from plain headers (`X-RateLimit-Limit` / `-Remaining` / `-Reset`, and
 * vendor variants such as `X-RateLimit-UserLimit`) without counting to a 429: the limit is stated
 * by the server; the window is read off the reset of a fresh window. Wait until the current window
 * resets (the header says when), send one request: when it is the first of its window (remaining =
 * limit − 1), the time to its reset is the window. One request and one wait instead of three
 * windows of requests.
 */
import type { RecordedResponse } from '../../core/exchange.ts';
import { sleep } from '../../http/pacer.ts';
import type { OpContext } from '../session/op-context.ts';

export interface RateHeaders {
  readonly limit: number;
  readonly remaining?: number;
  /** Seconds from the answer to the reset. */
  readonly resetIn?: number;
  /** The reset was an epoch time with one-second precision (or read against a one-second `Date`). */
  readonly coarse: boolean;
}

/** Windows people configure: a reading with one-second uncertainty is snapped to one of them. */
const ROUND_WINDOWS = [1, 2, 5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 240, 300, 600, 900, 1800, 3600];

/** Longest wait for the current window to reset. */
const MAX_WAIT_SECONDS = 120;

function header(headers: Readonly<Record<string, string>>, suffix: string): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    const n = name.toLowerCase().replace(/[-_]/g, '');
    if (/^(?:x)?ratelimit$/.test(n) || !n.includes('ratelimit') || n.endsWith('policy')) continue;
    if (n.endsWith(suffix)) return value;
  }
  return undefined;
}

function number(text: string | undefined): number | undefined {
  const m = text === undefined ? undefined : /^\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

/** The plain rate-limit headers of an answer received at `receivedAt` (epoch ms), if it has them. */
export function rateHeaders(res: RecordedResponse, receivedAt: number): RateHeaders | undefined {
  const limit = number(header(res.headers, 'limit'));
  if (limit === undefined) return undefined;
  const remaining = number(header(res.headers, 'remaining'));
  const reset = number(header(res.headers, 'reset'));
  // Epoch resets are read against the server's own clock when it sends one (`Date`, whole seconds).
  const date = Date.parse(res.headers.date ?? '');
  const now = Number.isNaN(date) ? receivedAt : date;
  let resetIn: number | undefined;
  let coarse = !Number.isNaN(date);
  if (reset !== undefined && reset > 1e12) resetIn = (reset - now) / 1000;
  else if (reset !== undefined && reset > 1e9) {
    resetIn = reset - now / 1000;
    coarse = true;
  } else if (reset !== undefined) {
    resetIn = reset;
    coarse = !Number.isInteger(reset);
  }
  return {
    limit,
    ...(remaining !== undefined && { remaining }),
    ...(resetIn !== undefined && { resetIn }),
    coarse,
  };
}

/** The window a fresh window's reset says: exact readings as they are, coarse ones snapped. */
export function windowOf(resetIn: number, coarse: boolean): number | undefined {
  if (!coarse) return Number.isInteger(resetIn) && resetIn > 0 ? resetIn : undefined;
  const near = ROUND_WINDOWS.filter((w) => Math.abs(w - resetIn) <= 1.5);
  return near.length === 1 ? near[0] : undefined;
}

function received(ex: { startedAt: string; durationMs: number }): number {
  return Date.parse(ex.startedAt) + ex.durationMs;
}

/**
 * States the rate limit from headers and one fresh-window request; false when the headers do not
 * say enough (no reset, a sliding log whose next answer is not fresh, a window that cannot be read).
 */
export async function rateLimitFromReset(ctx: OpContext): Promise<boolean> {
  const last = [...ctx.successes].reverse().find((ex) => ex.response && rateHeaders(ex.response, 0));
  const before = last?.response && rateHeaders(last.response, received(last));
  if (last === undefined || before?.resetIn === undefined) return false;
  const wait = before.resetIn - (Date.now() - received(last)) / 1000;
  if (wait > MAX_WAIT_SECONDS) return false;
  await sleep(Math.max(0, Math.ceil(wait * 1000)) + 300);
  const v = await ctx.request({ label: `op${ctx.number}:rate-limit:fresh-window`, honour429: false });
  const res = v.exchange.response;
  const fresh = res === undefined ? undefined : rateHeaders(res, received(v.exchange));
  if (fresh?.resetIn === undefined || fresh.limit !== before.limit || fresh.remaining !== fresh.limit - 1)
    return false;
  const windowSeconds = windowOf(fresh.resetIn, fresh.coarse);
  if (windowSeconds === undefined) return false;
  ctx.session.observe({
    kind: 'rate_limit',
    limit: fresh.limit,
    windowSeconds,
    source: 'headers',
    operations: [ctx.number],
    evidence: { exchangeIds: [last.id, v.exchange.id], confidence: fresh.coarse ? 'likely' : 'certain' },
  });
  return true;
}

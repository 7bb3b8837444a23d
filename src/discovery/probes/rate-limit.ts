/**
 * @module Rate limits. From headers when the server states a policy (`RateLimit-Policy: 100;w=60`)
 * or a limit and a reset (`rate-window.ts`, one request after the window resets); otherwise, when
 * limits may be probed, by counting cheap requests to the first 429: drain the
 * current window, wait as told, count a fresh window, then count another to confirm. The window is
 * the time to the 429 plus its Retry-After. Stated only when both counts agree.
 */
import type { OperationNumber } from '../../../fixtures/catalog.ts';
import type { Exchange } from '../../core/exchange.ts';
import { sleep } from '../../http/pacer.ts';
import { waitSeconds } from '../../http/retry-after.ts';
import type { OpContext } from '../session/op-context.ts';
import type { Session } from '../session/session.ts';
import { rateLimitFromReset } from './rate-window.ts';

interface Policy {
  readonly limit: number;
  readonly windowSeconds?: number;
}

/** The policy a response's headers state, if any. */
export function headerPolicy(headers: Readonly<Record<string, string>>): Policy | undefined {
  const policy = headers['ratelimit-policy'] ?? headers['x-ratelimit-policy'];
  if (policy !== undefined) {
    const first = policy.split(',')[0] ?? '';
    const limit = /(?:^|;)\s*q=(\d+)/.exec(first)?.[1] ?? /^\s*(\d+)/.exec(first)?.[1];
    const window = /(?:^|;)\s*w=(\d+)/.exec(first)?.[1];
    if (limit !== undefined) {
      return { limit: Number(limit), ...(window !== undefined && { windowSeconds: Number(window) }) };
    }
  }
  const plain = headers['ratelimit-limit'] ?? headers['x-ratelimit-limit'] ?? headers['x-rate-limit-limit'];
  const n = plain === undefined ? undefined : /^\s*(\d+)/.exec(plain)?.[1];
  return n === undefined ? undefined : { limit: Number(n) };
}

/** A limit and window every policy-bearing answer agrees on, with the operations that showed it. */
export function rateLimitFromHeaders(session: Session, exchanges: readonly Exchange[]): boolean {
  const seen = new Map<string, { ids: string[]; ops: Set<OperationNumber> }>();
  for (const ex of exchanges) {
    const p = ex.response === undefined ? undefined : headerPolicy(ex.response.headers);
    if (p?.windowSeconds === undefined) continue;
    const key = `${p.limit}/${p.windowSeconds}`;
    const entry = seen.get(key) ?? { ids: [], ops: new Set<OperationNumber>() };
    entry.ids.push(ex.id);
    if (ex.operation !== undefined) entry.ops.add(ex.operation);
    seen.set(key, entry);
  }
  const [only, ...others] = [...seen.entries()];
  if (only === undefined || others.length > 0) return false;
  const [limit, windowSeconds] = only[0].split('/').map(Number) as [number, number];
  session.observe({
    kind: 'rate_limit',
    limit,
    windowSeconds,
    source: 'headers',
    operations: [...only[1].ops].sort((a, b) => a - b),
    evidence: { exchangeIds: only[1].ids.slice(0, 5), confidence: 'certain' },
  });
  return true;
}

/** Longest wait for a window to reopen that the counting will sit through. */
const MAX_WAIT_SECONDS = 120;

interface Count {
  readonly count: number;
  readonly windowSeconds: number;
  readonly retryAfter: number;
  readonly ids: string[];
}

/** Counts requests to `ctx`'s baseline until a 429; undefined when none came within `cap`. */
async function countTo429(ctx: OpContext, cap: number, label: string): Promise<Count | undefined> {
  const started = performance.now();
  const ids: string[] = [];
  for (let n = 0; n < cap; n++) {
    const v = await ctx.request({ label: `op${ctx.number}:rate-limit:${label}`, honour429: false });
    ids.push(v.exchange.id);
    const res = v.exchange.response;
    if (res?.status !== 429) continue;
    const retryAfter = waitSeconds(res.headers);
    if (retryAfter === undefined) return undefined;
    const elapsed = (performance.now() - started) / 1000;
    const windowSeconds = Math.max(1, Math.round(elapsed + retryAfter - 0.5));
    return { count: n, windowSeconds, retryAfter, ids: [ids[0] as string, v.exchange.id] };
  }
  return undefined;
}

const waitMs = (c: Count) => Math.ceil(c.retryAfter * 1000) + 250;
const cutByTime = (c: Count) =>
  `cut by the time budget: waiting ${Math.ceil(c.retryAfter)} s for the window would cross it`;

export async function countRateLimit(ctx: OpContext, headerLimit: number | undefined): Promise<void> {
  // Headers that say the limit and when the window resets make counting needless.
  if (await rateLimitFromReset(ctx)) return;
  const cap = Math.min(2000, Math.floor(ctx.phaseRemaining / 3));
  const fail = (reason: string) =>
    ctx.session.observe({
      kind: 'undetermined',
      topic: 'rate limit',
      reason,
      evidence: { exchangeIds: [], confidence: 'certain' },
    });
  const drain = await countTo429(ctx, cap, 'drain');
  if (drain === undefined) return fail(`no 429 with a wait time within ${cap} requests`);
  if (drain.retryAfter > MAX_WAIT_SECONDS) return fail(`the server asks to wait ${drain.retryAfter} s`);
  if (!ctx.session.fitsWait(waitMs(drain))) return fail(cutByTime(drain));
  await sleep(waitMs(drain));
  const first = await countTo429(ctx, cap, 'count');
  if (first === undefined) return fail('no second 429 within the cap');
  if (first.retryAfter > MAX_WAIT_SECONDS) return fail(`the server asks to wait ${first.retryAfter} s`);
  if (!ctx.session.fitsWait(waitMs(first))) return fail(cutByTime(first));
  await sleep(waitMs(first));
  const second = await countTo429(ctx, cap, 'confirm');
  if (second === undefined) return fail('no third 429 within the cap');
  const agree =
    first.count === second.count &&
    first.count > 0 &&
    Math.abs(first.windowSeconds - second.windowSeconds) <= 1 &&
    (headerLimit === undefined || headerLimit === first.count);
  if (!agree) {
    return fail(
      `counts disagree: ${first.count} in ~${first.windowSeconds}s, then ${second.count} in ~${second.windowSeconds}s`,
    );
  }
  ctx.session.observe({
    kind: 'rate_limit',
    limit: first.count,
    windowSeconds: Math.min(first.windowSeconds, second.windowSeconds),
    source: 'counted',
    operations: [ctx.number],
    evidence: { exchangeIds: [...first.ids, ...second.ids], confidence: 'likely' },
  });
}

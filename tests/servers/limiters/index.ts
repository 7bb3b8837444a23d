/**
 * @module Limited servers: the legacy server (healthy, every fact learnable, no limit of its own)
 * behind one limiter each, keyed per tenant (junk tokens share one anonymous key): a token bucket
 * whose 429 says `Retry-After: 0` (its wait rounded down), a leaky bucket that states no wait, a
 * sliding window that states when the oldest request leaves. No rate headers on any other answer.
 * The truth is the legacy server's with the limiter's rate; the handle also counts what the limiter
 * let through and refused, per key, so a bench can say how much of the allowed rate a run used.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { legacyParts } from '../legacy/index.ts';
import { type Limiter, leakyBucket, slidingWindow, tokenBucket } from '../shared/limiters.ts';
import { startOnLoopback } from '../shared/start-on-loopback.ts';

export type LimitedKind = 'token-bucket' | 'leaky-bucket' | 'sliding-window';

/** The limiters: a burst of 10 then one per 0.5 s; a bucket of 10 leaking 2 a second; 60 per 30 s. */
export const LIMITERS: Readonly<Record<LimitedKind, (scale: number) => Limiter>> = {
  'token-bucket': (scale) => tokenBucket(10, 500 / scale),
  'leaky-bucket': (scale) => leakyBucket(10, 500 / scale),
  'sliding-window': (scale) => slidingWindow(60, 30_000 / scale),
};

export interface LimitedServerOptions {
  readonly kind: LimitedKind;
  /** The rate times this (2: twice as fast), for tests that cannot wait long. */
  readonly scale?: number;
  readonly port?: number;
}

/** What one key sent: answers let through and refused, and when the first and last came. */
export interface KeyCount {
  passed: number;
  refused: number;
  firstAt: number;
  lastAt: number;
}

export interface LimitedServerHandle extends ReferenceServerHandle {
  readonly limiter: Limiter;
  /** Per key (`a`, `b`, `anonymous`): what the limiter let through and refused. */
  readonly counts: () => Readonly<Record<string, KeyCount>>;
}

export async function startLimitedServer(options: LimitedServerOptions): Promise<LimitedServerHandle> {
  const limiter = LIMITERS[options.kind](options.scale ?? 1);
  const legacy = legacyParts();
  const { a, b } = legacy.tenants;
  const counts: Record<string, KeyCount> = {};
  const keyOf = (req: IncomingMessage) => {
    const auth = req.headers.authorization ?? '';
    if (auth === `Bearer ${a.token}`) return 'a';
    return auth === `Bearer ${b.token}` ? 'b' : 'anonymous';
  };
  const handler = (req: IncomingMessage, res: ServerResponse): void => {
    const key = keyOf(req);
    const now = Date.now();
    const verdict = limiter.hit(key, now);
    const count = counts[key] ?? { passed: 0, refused: 0, firstAt: now, lastAt: now };
    counts[key] = count;
    count.lastAt = now;
    if (verdict.allowed) {
      count.passed += 1;
      legacy.handler(req, res);
      return;
    }
    count.refused += 1;
    // The body is not read: drained, so the connection stays usable for the next request.
    req.resume();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (verdict.retryAfter !== undefined) headers['retry-after'] = String(verdict.retryAfter);
    res.writeHead(429, headers);
    res.end(JSON.stringify({ success: false, error: 'Too many requests.' }));
  };
  const truth = { ...legacy.truth, rateLimit: limiter.truth };
  const handle = await startOnLoopback(handler, options.port ?? 0, legacy.tenants, truth);
  return { ...handle, limiter, counts: () => counts };
}

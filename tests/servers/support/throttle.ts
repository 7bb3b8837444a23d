/**
 * @module A server's rate limit over real HTTP, the same way for every server: the limit it
 * publishes by default, the small one it is started with answered 2xx up to the limit and refused
 * past it for that token alone, a 1 s window refilled, and no limit when it is turned off.
 */
import { expect } from 'vitest';
import type { ReferenceServerHandle, ServerTruth } from '../../../src/sandbox/server-truth.ts';
import type { Exchange } from './exchange.ts';
import { ask, type Row } from './rows.ts';

type RateLimitTruth = NonNullable<ServerTruth['rateLimit']>;

export interface Throttle {
  /** What the server publishes when started without a rate limit option. */
  readonly defaults?: RateLimitTruth;
  /** The small limit the server is started with. */
  readonly limit: RateLimitTruth;
  /** The request repeated, as a row without expectations (`['GET /v1/meetings/', undefined, 200]`). */
  readonly row: Row;
  /** Asserts each answer under the limit (its index from 0). */
  readonly under?: (ex: Exchange, i: number) => void;
  /** Asserts the first answer past the limit (and may ask the limited server more). */
  readonly over: (ex: Exchange, server: ReferenceServerHandle) => void | Promise<void>;
  /** Asserts the answer of a server started with `rateLimit: false` (its truth has no limit). */
  readonly off?: (ex: Exchange) => void;
}

type Start = (options: { rateLimit?: RateLimitTruth | false }) => Promise<ReferenceServerHandle>;

async function using<T>(server: ReferenceServerHandle, run: (s: ReferenceServerHandle) => Promise<T>) {
  try {
    return await run(server);
  } finally {
    await server.close();
  }
}

export async function expectThrottle(start: Start, t: Throttle): Promise<void> {
  if (t.defaults !== undefined) {
    await using(await start({}), async (s) => expect(s.truth.rateLimit).toEqual(t.defaults));
  }
  await using(await start({ rateLimit: t.limit }), async (s) => {
    expect(s.truth.rateLimit).toEqual(t.limit);
    for (let i = 0; i < t.limit.limit; i += 1) {
      const ex = await ask(s, t.row);
      expect(ex.status, `request ${i}`).toBeLessThan(300);
      t.under?.(ex, i);
    }
    const over = await ask(s, t.row);
    expect(over.status).toBe(429);
    await t.over(over, s);
    expect((await ask(s, [t.row[0], t.row[1], 200, undefined, { as: 'b' }])).status).toBeLessThan(300);
    if (t.limit.windowSeconds === 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await ask(s, t.row)).status).toBeLessThan(300);
    }
  });
  const off = t.off;
  if (off !== undefined) {
    await using(await start({ rateLimit: false }), async (s) => {
      expect(s.truth.rateLimit).toBeUndefined();
      off(await ask(s, t.row));
    });
  }
}

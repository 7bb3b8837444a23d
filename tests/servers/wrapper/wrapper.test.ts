/**
 * @module The generalisation wrapper does what it says over real HTTP, in front of the terse server
 * (X-RateLimit-* and Retry-After on its answers, 400 `{success:false,error}` validation errors, an
 * integer `bedrooms` that refuses fractions): constant error bodies, rate headers renamed or removed,
 * 400 ↔ 422, fractions truncated before the server reads them, and the truth seen through it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ReferenceServerHandle } from '../../../src/sandbox/server-truth.ts';
import { type Exchange, send } from '../support/exchange.ts';
import { startTerseServer } from '../terse/index.ts';
import { WRAPPINGS, type Wrapping, wrapServer } from './index.ts';
import { truncateFractions } from './truncate-fractions.ts';
import { CONSTANT_ERROR_TEXT } from './wrapping.ts';

let handle: ReferenceServerHandle | undefined;
afterEach(() => handle?.close());

async function wrapped(w: Wrapping, limit = 1000): Promise<ReferenceServerHandle> {
  handle = await wrapServer(await startTerseServer({ rateLimit: { limit, windowSeconds: 60 } }), w);
  return handle;
}

const property = { streetAddress: '1 Main Street', bedrooms: 3, opportunityId: 'opp-1' };
const create = (h: ReferenceServerHandle, json: unknown): Promise<Exchange> =>
  send(h.url, { method: 'POST', path: '/v1/property/', token: h.tokens.a, json });

describe('truncateFractions', () => {
  it('truncates number tokens only, toward zero, and leaves strings and huge numbers as sent', () => {
    expect(truncateFractions('{"a":16.5,"b":"1.5 \\"2.5\\"","c":[-0.7,1.5e1,2e-3,7,-3.9],"d":1e400}')).toBe(
      '{"a":16,"b":"1.5 \\"2.5\\"","c":[0,15,0,7,-3],"d":1e400}',
    );
    expect(truncateFractions('{"a": 1.5,')).toBe('{"a": 1,');
  });
});

describe('the wrapper in front of the terse server', () => {
  it('passes an accepted request through unchanged', async () => {
    const h = await wrapped(WRAPPINGS.all);
    const ex = await create(h, property);
    expect(ex.status).toBe(200);
    expect(ex.json).toMatchObject({ success: true });
  });

  it('(a) answers every error with one constant text, (c) as 422 where the server said 400', async () => {
    const h = await wrapped({ constantErrorBody: CONSTANT_ERROR_TEXT, swapValidationStatus: true });
    const ex = await create(h, { ...property, bedrooms: 99 });
    expect({ status: ex.status, text: ex.text, type: ex.headers['content-type'] }).toEqual({
      status: 422,
      text: CONSTANT_ERROR_TEXT,
      type: 'text/plain; charset=utf-8',
    });
    const unauthorised = await send(h.url, { method: 'POST', path: '/v1/property/', json: property });
    expect([unauthorised.status, unauthorised.text]).toEqual([401, CONSTANT_ERROR_TEXT]);
    expect(h.truth.operations['1']?.validationStatus).toBe(422);
    expect(h.truth.errorContentType).toBe('text/plain');
  });

  it('(b) renames the rate-limit headers and Retry-After', async () => {
    const h = await wrapped({ rateHeaders: 'rename' }, 1);
    const first = await create(h, property);
    const limited = await create(h, property);
    expect(limited.status).toBe(429);
    expect(Object.keys(first.headers).filter((n) => /rate|retry/i.test(n))).toEqual([]);
    expect(first.headers['x-quota-limit']).toBe('1');
    expect(limited.headers['retry-after']).toBeUndefined();
    expect(Number(limited.headers['x-quota-backoff'])).toBeGreaterThan(0);
  });

  it('(b) removes them', async () => {
    const h = await wrapped({ rateHeaders: 'remove' }, 1);
    await create(h, property);
    const limited = await create(h, property);
    expect(limited.status).toBe(429);
    expect(Object.keys(limited.headers).filter((n) => /rate|retry|quota/i.test(n))).toEqual([]);
  });

  it('(d) truncates fractions before the server reads them: a fraction the server refuses is accepted', async () => {
    const plain = await wrapped({});
    expect((await create(plain, { ...property, bedrooms: 3.5 })).status).toBe(400);
    await plain.close();
    const h = await wrapped({ truncateFractions: true });
    const ex = await create(h, { ...property, bedrooms: 3.5 });
    expect(ex.status).toBe(200);
    expect((await create(h, { ...property, bedrooms: 50.9 })).status).toBe(200);
    expect((await create(h, { ...property, bedrooms: 51.2 })).status).toBe(400);
    expect(h.truth.operations['1']?.request?.properties.bedrooms?.type).toBe('integer');
  });
});

import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../core/exchange.ts';
import type { Verdict } from '../session/classify-response.ts';
import { isStateRefusal } from './fresh-state.ts';

const verdict = (outcome: Verdict['outcome'], status: number | undefined): Verdict => ({
  outcome,
  status,
  named: [],
  exchange: { id: 'ex-1' } as Exchange,
});

describe('a refusal of the request just accepted', () => {
  test('is a state rule when the server refuses it (409 or any other 4xx answer)', () => {
    expect(isStateRefusal(verdict('other', 409))).toBe(true);
    expect(isStateRefusal(verdict('rejected', 400))).toBe(true);
    expect(isStateRefusal(verdict('not_found', 404))).toBe(true);
    expect(isStateRefusal(verdict('rejected', 200))).toBe(false);
  });

  test('is no state rule when the server asked to wait, failed, or refused the credentials', () => {
    expect(isStateRefusal(verdict('rate_limited', 429))).toBe(false);
    expect(isStateRefusal(verdict('server_error', 503))).toBe(false);
    expect(isStateRefusal(verdict('failed', undefined))).toBe(false);
    expect(isStateRefusal(verdict('auth', 401))).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { isFailureEnvelope } from './failure-envelope.ts';

describe('isFailureEnvelope', () => {
  test.each([
    { success: false },
    { success: false, data: null },
    { ok: false, error: 'nope' },
    { status: 'error', message: 'x' },
    { status: 'FAIL', data: { bedrooms: 'too many' } },
    { error: { code: 'E1', message: 'bad' } },
    { error: 'Invalid value for field bedrooms' },
    { error: true, message: 'x' },
    { errors: [{ message: 'x' }] },
    { errors: { bedrooms: ['too many'] } },
  ])('failure: %j', (body) => {
    expect(isFailureEnvelope(body)).toBe(true);
  });

  test.each([
    { success: true, error: null },
    { success: true, errors: [] },
    { ok: true, error: 'ignored when ok is true' },
    { status: 'success', data: { id: 1 } },
    { status: 'ok' },
    { data: { id: 1 }, errors: [{ message: 'partial' }] },
    { error: null },
    { error: '' },
    { error: {} },
    { errors: [] },
    { id: 1, name: 'x' },
    [{ success: false }],
    'error',
    null,
    undefined,
    42,
  ])('not a failure: %j', (body) => {
    expect(isFailureEnvelope(body)).toBe(false);
  });
});

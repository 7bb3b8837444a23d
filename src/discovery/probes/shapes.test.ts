import { describe, expect, test } from 'vitest';
import { Rng, UUID_PATTERN } from '../session/rng.ts';
import { paddedBody } from './body-limit.ts';
import { mutate } from './enums.ts';
import { emailOfLength } from './lengths.ts';
import { sameShapeId } from './path-ids.ts';

describe('probe values keep their shape', () => {
  test('a mutation keeps length and character classes', () => {
    expect(mutate('buyer')).toBe('ohlre');
    expect(mutate('CA')).toBe('PN');
    expect(mutate('0-3 months')).toBe('5-8 zbaguf');
    expect(mutate('---')).toBe('---');
  });

  test('an unknown id has the known one’s shape', () => {
    const rng = new Rng(1);
    expect(sameShapeId('3f2a9b1c-1111-4222-8333-123456789abc', rng)).toMatch(UUID_PATTERN);
    const alt = sameShapeId('rep_k3x9a0b1c2d3', rng);
    expect(alt).toMatch(/^rep_[a-z0-9]{12}$/);
    expect(alt).not.toBe('rep_k3x9a0b1c2d3');
    expect(sameShapeId('4821907', rng)).toMatch(/^[1-9]\d{6}$/);
    expect(sameShapeId('65a1f0c2e4b0a1b2c3d4e5f6', rng)).toMatch(/^[0-9a-f]{24}$/);
  });

  test('e-mail addresses of an exact length stay valid', () => {
    for (const n of [12, 22, 64, 100, 254, 255, 256, 1000]) {
      const email = emailOfLength(n);
      expect(email.length).toBe(n);
      expect(email).toMatch(/^u+@(?:e{1,63}\.)+com$/);
    }
  });

  test('padded bodies have the exact byte size', () => {
    for (const size of [100, 1024, 16_385]) {
      expect(Buffer.byteLength(paddedBody({ note: 'x', n: 1 }, size) ?? '')).toBe(size);
    }
    expect(paddedBody({ note: 'x' }, 3)).toBeUndefined();
  });
});

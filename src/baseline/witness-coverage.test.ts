import { describe, expect, test } from 'vitest';
import type { AuthVariant } from '../core/case.ts';
import type { Replay } from './replay-witnesses.ts';
import { witnessCoverage } from './witness-coverage.ts';

const replay = (operation: 1 | 2, auth: AuthVariant, verdict: 'accepted' | 'rejected'): Replay =>
  ({
    witness: { operation, request: { method: 'POST', path: '/x', auth }, outcome: { verdict, status: 200 } },
  }) as unknown as Replay;

describe('witness coverage', () => {
  test('per operation: an accepted witness with the token, one without, one malformed', () => {
    expect(
      witnessCoverage([
        replay(2, 'token', 'rejected'),
        replay(2, 'none', 'rejected'),
        replay(1, 'token', 'accepted'),
        replay(1, 'none', 'rejected'),
        replay(1, 'malformed', 'rejected'),
      ]),
    ).toEqual([
      { operation: 1, valid: true, noToken: true, badToken: true },
      // A refused request with the token is not a valid one.
      { operation: 2, valid: false, noToken: true, badToken: false },
    ]);
  });
});

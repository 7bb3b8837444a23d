import { describe, expect, test } from 'vitest';
import type { OperationNumber } from '../../../fixtures/catalog.ts';
import type { Exchange } from '../../core/exchange.ts';
import type { Observation, StatusCause } from '../../core/observation.ts';
import { jsonResponse } from '../error-parsers/test-response.ts';
import { learnConventions } from './conventions.ts';

const evidence = { exchangeIds: [], confidence: 'certain' as const };
const shape = (operation: OperationNumber, status: number, cause: StatusCause): Observation => ({
  kind: 'error_shape',
  operation,
  status,
  cause,
  evidence,
});

function exchange(operation: OperationNumber | undefined, body: unknown, status = 200): Exchange {
  return {
    id: 'ex-000001',
    ...(operation !== undefined && { operation }),
    label: 'probe',
    request: { method: 'GET', url: 'http://127.0.0.1:1/', headers: {}, bodyBytes: 0 },
    response: jsonResponse(body, { status }),
    startedAt: '',
    durationMs: 1,
  };
}

describe('learnConventions', () => {
  test('a legacy server: every refusal 200 with a failure body, 409 validation on one operation', () => {
    const observations: Observation[] = [
      { kind: 'success', operation: 5, status: 200, evidence },
      shape(5, 409, 'validation'),
      shape(5, 200, 'malformed_json'),
      shape(5, 200, 'no_token'),
      shape(12, 200, 'unknown_id'),
      shape(12, 200, 'other_tenant'),
      shape(12, 429, 'rate_limited'),
    ];
    const envelope = exchange(12, { success: false, error: 'Deal not found' });
    const learned = learnConventions([5, 12], observations, [envelope]);
    expect(learned.failureBodyUnder2xx).toBe(true);
    const [five, twelve] = learned.operations;
    expect(five?.answers.rejected).toEqual({ source: 'learned', statuses: [200, 409] });
    expect(five?.answers.succeeded).toEqual({ source: 'learned', statuses: [200] });
    // Refused without a token under 200 while the token succeeded: a token is required.
    expect(five?.access).toEqual({ kind: 'token_required' });
    expect(twelve?.answers.not_found).toEqual({ source: 'learned', statuses: [200] });
    expect(twelve?.answers.forbidden).toEqual({ source: 'learned', statuses: [200] });
    // Nothing seen: the documented fallback, said to be one.
    expect(twelve?.answers.unauthenticated).toEqual({ source: 'fallback', statuses: [401, 403] });
    expect(twelve?.access).toEqual({ kind: 'unknown' });
  });

  test('public operations: credentials ignored only when a malformed token was not refused', () => {
    const auth = (operation: OperationNumber): Observation => ({
      kind: 'auth',
      operation,
      requirement: 'none',
      evidence,
    });
    const learned = learnConventions([21, 13], [auth(21), auth(13), shape(13, 401, 'bad_token')], []);
    expect(learned.operations.map((o) => o.access)).toEqual([
      { kind: 'public', credentialsIgnored: true },
      { kind: 'public', credentialsIgnored: false },
    ]);
  });

  test('a failure body outside any operation (the preflight) teaches nothing', () => {
    expect(learnConventions([1], [], [exchange(undefined, { success: false })]).failureBodyUnder2xx).toBe(
      false,
    );
  });
});

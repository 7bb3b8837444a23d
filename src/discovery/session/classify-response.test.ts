import { describe, expect, test } from 'vitest';
import type { Exchange, RecordedResponse } from '../../core/exchange.ts';
import { jsonResponse } from '../error-parsers/test-response.ts';
import { classify } from './classify-response.ts';

function exchange(response: RecordedResponse): Exchange {
  return {
    id: 'ex-000001',
    label: 'probe',
    request: { method: 'POST', url: 'http://127.0.0.1:1/v1/x', headers: {}, bodyBytes: 0 },
    response,
    startedAt: '',
    durationMs: 1,
  };
}

const fields = ['id', 'reportId'];
const outcome = (res: RecordedResponse, learned: number[] = []) =>
  classify(exchange(res), new Set(learned), fields).outcome;

describe('classify', () => {
  test('a 409 whose body names a request field is a validation answer (a legacy validator)', () => {
    const res = jsonResponse({ success: false, error: 'The id field is required.' }, { status: 409 });
    expect(classify(exchange(res), new Set(), fields)).toMatchObject({ outcome: 'rejected', named: ['id'] });
  });

  test('a 409 naming no field is a conflict, unless this server was seen validating with 409', () => {
    const conflict = jsonResponse({ message: 'Already exists' }, { status: 409 });
    expect(outcome(conflict)).toBe('other');
    expect(outcome(conflict, [409])).toBe('rejected');
  });

  test('a 2xx whose body says failure is a refusal: an envelope or problem+json', () => {
    expect(outcome(jsonResponse({ success: false, error: 'Not authenticated' }, { status: 200 }))).toBe(
      'rejected',
    );
    const problem = jsonResponse(
      { title: 'Bad', status: 200 },
      { status: 200, contentType: 'application/problem+json' },
    );
    expect(outcome(problem)).toBe('rejected');
    expect(outcome(jsonResponse({ success: true, data: {} }, { status: 200 }))).toBe('accepted');
  });
});

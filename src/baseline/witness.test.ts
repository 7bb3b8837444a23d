import { describe, expect, test } from 'vitest';
import type { Exchange } from '../core/exchange.ts';
import { replayRequest } from './replay-witnesses.ts';
import { disagreement, outcomeOf } from './witness.ts';
import { witnessRequest } from './witness-request.ts';

const answer = (status: number, json: unknown, contentType = 'application/json; charset=utf-8') => ({
  response: {
    status,
    headers: { 'content-type': contentType },
    body: JSON.stringify(json),
    bodyBytes: JSON.stringify(json).length,
    truncated: false,
    json,
  },
});

describe('witness outcomes', () => {
  test("a failure envelope under 200 is a rejection, as the server's convention says", () => {
    const legacy = outcomeOf(answer(200, { success: false, error: 'Deal not found' }));
    expect(legacy).toEqual({
      verdict: 'rejected',
      status: 200,
      mediaType: 'application/json',
      shape: 'error:string,success:boolean',
    });
    expect(outcomeOf(answer(200, { success: true, data: {} })).verdict).toBe('accepted');
    // A problem document under 200 failed too, as discovery and the checks read it.
    const problem = answer(200, { title: 'Deal not found', status: 404 }, 'application/problem+json');
    expect(outcomeOf(problem).verdict).toBe('rejected');
  });

  test('the same answer agrees; another status, media type or body shape is named', () => {
    const before = outcomeOf(answer(400, { statusCode: 400, message: ['a'] }));
    expect(disagreement(before, outcomeOf(answer(400, { statusCode: 400, message: ['b', 'c'] })))).toEqual(
      [],
    );
    const after = outcomeOf(answer(400, { title: 'Bad', status: 400 }, 'application/problem+json'));
    expect(disagreement(before, after)).toEqual([
      'application/json → application/problem+json',
      'body {message:array,statusCode:number} → {status:number,title:string}',
    ]);
    expect(disagreement(before, outcomeOf(answer(201, { id: 'x' })))[0]).toBe('rejected → accepted');
  });
});

describe('witness requests', () => {
  const dealId = '7d0c6b1e-0000-4000-8000-000000000001';
  const ex: Exchange = {
    id: 'ex-000001',
    operation: 13,
    label: 'discovery:op13:auth:malformed',
    request: {
      method: 'POST',
      url: `http://127.0.0.1:4000/v1/homes/${dealId}/note`,
      headers: { authorization: 'Bearer [REDACTED]', 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'hi', dealId }),
      bodyBytes: 60,
    },
    startedAt: '',
    durationMs: 1,
  };

  test('are kept without the token, with ids as parameters, and replayed with this run ids', () => {
    const w = witnessRequest(ex, { dealId });
    expect(w).toEqual({
      method: 'POST',
      path: '/v1/homes/{dealId}/note',
      auth: 'malformed',
      contentType: 'application/json',
      body: '{"note":"hi","dealId":"{dealId}"}',
    });
    expect(JSON.stringify(w)).not.toContain('REDACTED');
    const replay = replayRequest(
      { operation: 13, about: 'auth', facts: [], request: w, outcome: outcomeOf(answer(401, {})) },
      { dealId: 'new-deal-id' },
    );
    expect(replay).toMatchObject({
      path: '/v1/homes/new-deal-id/note',
      auth: 'malformed',
      body: { kind: 'raw', text: '{"note":"hi","dealId":"new-deal-id"}', contentType: 'application/json' },
    });
  });
});

import { describe, expect, test } from 'vitest';
import type { AuthVariant } from '../core/case.ts';
import type { Exchange } from '../core/exchange.ts';
import type { Replay } from './replay-witnesses.ts';
import { disagreement, outcomeOf, type WitnessOutcome } from './witness.ts';
import { witnessFindings } from './witness-findings.ts';

const answer = (status: number, json: unknown, contentType = 'application/json; charset=utf-8') => {
  const body = JSON.stringify(json);
  return {
    response: {
      status,
      headers: { 'content-type': contentType },
      body,
      bodyBytes: body.length,
      truncated: false,
      json,
    },
  };
};

const exchange: Exchange = {
  id: 'ex-000042',
  operation: 3,
  label: 'witness:op3:baseline',
  request: {
    method: 'POST',
    url: 'http://127.0.0.1:1/v1/homes/7d0c6b1e/note',
    headers: { 'content-type': 'application/json' },
    body: '{"note":"x"}',
    bodyBytes: 12,
  },
  startedAt: '2026-01-01T00:00:00.000Z',
  durationMs: 3,
};

function replay(recorded: WitnessOutcome, now: WitnessOutcome, auth: AuthVariant = 'token', ms = 3): Replay {
  return {
    witness: {
      operation: 3,
      about: 'baseline',
      facts: ['POST /v1/homes/{dealId}/note success'],
      request: { method: 'POST', path: '/v1/homes/{dealId}/note', auth },
      outcome: recorded,
    },
    exchange,
    now,
    differs: disagreement(recorded, now, { ms, slowMs: 1000 }),
  };
}

const one = (r: Replay) => {
  const [f, ...rest] = witnessFindings([r], new Set(), 1);
  expect(rest).toEqual([]);
  if (f === undefined) throw new Error('no finding');
  return f;
};

const created = outcomeOf(answer(201, { id: 'x', note: 'x' }));
const notFound = outcomeOf(answer(404, { statusCode: 404, message: 'Not Found' }));

describe('a witness that draws another answer', () => {
  test('titled in words by what changed first; statuses and body shapes under it, never raw in the title', () => {
    const f = one(replay(created, notFound));
    expect(f.title).toBe('#3 now refuses the request it accepted at the baseline (201 → 404)');
    expect(f.title).not.toMatch(/[{}]|→ rejected|baseline\)/);
    expect(f.expected).toBe('accepted: 201, application/json, body {id: string, note: string}');
    expect(f.actual).toBe('refused: 404, application/json, body {message: string, statusCode: number}');
    expect(f.classification?.consequences).toEqual([
      'accepted at the baseline, refused now',
      'status 201 → 404',
      '`id` is gone from the body',
      '`note` is gone from the body',
      '`message` is new in the body (string)',
      '`statusCode` is new in the body (number)',
      'the request recorded at the baseline: `POST /v1/homes/{dealId}/note`',
    ]);
    expect(f.check).toBe('drift');
    expect(f.exchangeIds).toEqual(['ex-000042']);
  });

  test('each cause its own words, by the credential the request carried', () => {
    const unauthorized = outcomeOf(answer(401, { message: 'Unauthorized' }));
    expect(one(replay(unauthorized, created, 'none')).title).toBe(
      '#3 now accepts the request without a token it refused at the baseline (401 → 201)',
    );
    expect(one(replay(created, { verdict: 'failed', status: 0, mediaType: 'none' })).title).toBe(
      '#3 no longer answers the request (201 → no answer)',
    );
    expect(one(replay(created, outcomeOf(answer(200, { id: 'x', note: 'x' })))).title).toBe(
      '#3 answers the request with another status (201 → 200)',
    );
    const html = { ...notFound, mediaType: 'text/html' };
    const { shape: _, ...htmlNoShape } = html;
    expect(one(replay(notFound, htmlNoShape, 'other_tenant')).title).toBe(
      "#3 answers another tenant's request with another media type (application/json → text/html)",
    );
    const renamed = outcomeOf(answer(201, { id: 'x', text: 'x' }));
    const body = one(replay(created, renamed));
    expect(body.title).toBe('#3 answers the request with another body');
    expect(body.classification?.consequences?.slice(0, 2)).toEqual([
      '`note` is gone from the body',
      '`text` is new in the body (string)',
    ]);
    const slow = one(replay(created, created, 'token', 2400));
    expect(slow.title).toBe('#3 answers the request slower than RESPONSE_TIME_MS');
    expect(slow.classification?.consequences?.[0]).toBe('answered in 2400 ms (RESPONSE_TIME_MS 1000)');
  });

  test('a closed set that lists other values', () => {
    const before = { ...notFound, status: 400, listed: 'a, b' };
    const r = replay(before, { ...before, listed: 'a, b, c' });
    const f = one({ ...r, witness: { ...r.witness, field: 'type' } });
    expect(f.title).toBe('#3 lists other accepted values for `type` when it refuses the request');
    expect(f.classification?.consequences?.[0]).toBe('values listed for `type`: a, b → a, b, c');
  });

  test('no finding when the answer agrees, the witness was built, or a changed fact explains it', () => {
    expect(witnessFindings([replay(created, created)], new Set(), 1)).toEqual([]);
    const r = replay(created, notFound);
    expect(witnessFindings([{ ...r, witness: { ...r.witness, built: true } }], new Set(), 1)).toEqual([]);
    expect(witnessFindings([r], new Set([3]), 1)).toEqual([]);
  });
});

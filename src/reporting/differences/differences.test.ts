/**
 * The differences from the document over a small hand-made run: conventions stated once, each
 * operation's differences in reading order (security first), grouped error differences, and the
 * operations that differ listed security first.
 */
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../core/exchange.ts';
import type { Observation, StatusCause } from '../../core/observation.ts';
import { differences, differencesLine, differingOperations } from './differences.ts';

const ev = (...ids: string[]) => ({ exchangeIds: ids, confidence: 'certain' as const });
const envelope = { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } };

function errorShape(operation: number, cause: StatusCause, status: number, extra?: string): Observation {
  const properties = { ...envelope.properties, ...(extra ? { [extra]: { type: 'string' } } : {}) };
  return {
    kind: 'error_shape',
    operation: operation as 1,
    status,
    cause,
    contentType: 'application/json',
    schema: { type: 'object', properties },
    evidence: ev(`ex-${operation}-${cause}`),
  };
}

const observations: Observation[] = [
  ...[1, 2, 3, 5].flatMap((op) => [errorShape(op, 'validation', 400), errorShape(op, 'malformed_json', 400)]),
  errorShape(4, 'validation', 422, 'stack'),
  errorShape(4, 'malformed_json', 400, 'stack'),
  {
    kind: 'auth',
    operation: 1,
    requirement: 'required',
    noTokenStatus: 401,
    malformedTokenStatus: 401,
    evidence: ev('a1'),
  },
  {
    kind: 'auth',
    operation: 2,
    requirement: 'required',
    noTokenStatus: 401,
    malformedTokenStatus: 401,
    evidence: ev('a2'),
  },
  {
    kind: 'auth',
    operation: 8,
    requirement: 'required',
    noTokenStatus: 403,
    malformedTokenStatus: 401,
    evidence: ev('a8'),
  },
  // Op 13's evidence: the authorised request first, the one without a token second.
  {
    kind: 'auth',
    operation: 13,
    requirement: 'none',
    noTokenStatus: 201,
    evidence: ev('ex-auth', 'ex-none'),
  },
  { kind: 'field_exists', operation: 16, field: 'note', evidence: ev('f16') },
  { kind: 'type', operation: 1, field: 'bedrooms', type: 'integer', lenient: false, evidence: ev('t1') },
  { kind: 'type', operation: 1, field: 'streetAddress', type: 'string', lenient: false, evidence: ev('t2') },
];

function exchange(
  id: string,
  operation: number,
  status: number,
  headers: Record<string, string> = {},
): Exchange {
  return {
    id,
    operation: operation as 1,
    label: id,
    request: { method: 'POST', url: 'http://127.0.0.1:1/', headers, bodyBytes: 0 },
    response: { status, headers: {}, body: '', bodyBytes: 0, truncated: false },
    startedAt: '',
    durationMs: 1,
  };
}

const exchanges = [
  exchange('ex-auth', 13, 201, { authorization: 'Bearer [REDACTED]' }),
  exchange('ex-none', 13, 201),
  exchange('ex-500', 2, 500),
];

describe('differences from the document', () => {
  const d = differences({ observations, exchanges, skipped: [] });
  const of = (n: number) => d.operations.find((o) => o.op.number === n)?.differences ?? [];

  test('the service-wide conventions are stated once, from the most common answers', () => {
    const topics = d.conventions.map((c) => c.topic);
    expect(topics.filter((t) => t === 'error envelope')).toHaveLength(1);
    expect(d.conventions.find((c) => c.topic === 'error envelope')?.text).toBe(
      'errors answer application/json {code, message} (4 operations)',
    );
    expect(d.conventions.find((c) => c.topic === 'auth answers')?.text).toMatch(
      /^no token → 401, malformed token → 401/,
    );
    // Operations answering like the convention have no error difference.
    expect(of(3)).toEqual([]);
  });

  test('per operation: security first, then fields, statuses, errors, each with evidence', () => {
    expect(of(13).map((x) => [x.kind, x.evidence])).toEqual([
      ['public_despite_auth_header', ['ex-none', 'ex-auth']],
    ]);
    expect(of(8).map((x) => x.kind)).toEqual(['token_required_undocumented', 'auth_status']);
    expect(of(1).map((x) => x.text)).toEqual(['`bedrooms`: whole numbers only (the document: number)']);
    expect(of(16).map((x) => x.category)).toEqual(['fields']);
    expect(of(2).map((x) => [x.category, x.text, x.evidence])).toEqual([
      ['statuses', 'answered 500 (server error) 1 time', ['ex-500']],
    ]);
    // Op 4: one line for the status, one for the body shape (its causes together).
    expect(of(4).map((x) => x.text)).toEqual([
      'validation → 422 (service-wide 400)',
      "422/400 on validation, malformed json: adds `stack` to the service's error envelope",
    ]);
  });

  test('the operations that differ are read security first, and counted in one line', () => {
    expect(differingOperations(d).map((o) => o.op.number)).toEqual([8, 13, 1, 16, 2, 4]);
    expect(differencesLine(d)).toBe('8 differences from the document on 6 operations (3 security)');
  });
});

test('a field the document does not name that the server requires is a difference of its operation', () => {
  const run = (obs: Observation[]) => differences({ observations: obs, exchanges: [], skipped: [] });
  const required = (field: string): Observation => ({
    kind: 'required',
    operation: 13,
    field,
    required: true,
    evidence: ev(`r-${field}`),
  });
  const d = run([required('note'), required('author')]);
  const op13 = d.operations.find((o) => o.op.number === 13)?.differences ?? [];
  // `note` is the document's own field; `author` is not.
  expect(op13.map((x) => [x.kind, x.text, x.evidence])).toEqual([
    ['undocumented_required', 'field `author` is not in the document; the server requires it', ['r-author']],
  ]);
  expect(differencesLine(d)).toBe('1 difference from the document on 1 operation');
});

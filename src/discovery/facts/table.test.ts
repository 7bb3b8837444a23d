import { describe, expect, test } from 'vitest';
import { operations } from '../../../fixtures/catalog.ts';
import type { Evidence, ObservationKind, ObservationOf } from '../../core/observation.ts';
import { mergeOperation } from '../inference/infer-operation.ts';
import {
  documentExtensions,
  factKeys,
  factText,
  operationExtensions,
  placement,
  serverFact,
} from './table.ts';

const evidence: Evidence = { exchangeIds: ['ex-1'], confidence: 'certain' };
const op = operations.find((o) => o.method === 'POST' && o.body.kind !== 'none');
if (op === undefined) throw new Error('the catalog has a POST with a body');
const n = op.number;

/** One observation of every kind: a new kind does not compile here until it has one. */
const sample: { readonly [K in ObservationKind]: ObservationOf<K> } = {
  auth: { kind: 'auth', operation: n, requirement: 'required', noTokenStatus: 401, evidence },
  success: { kind: 'success', operation: n, status: 201, evidence },
  response_shape: {
    kind: 'response_shape',
    operation: n,
    status: 201,
    schema: { type: 'object' },
    samples: 2,
    evidence,
  },
  baseline: {
    kind: 'baseline',
    operation: n,
    body: {},
    status: 201,
    repeatable: false,
    repeatStatus: 409,
    evidence,
  },
  rejection: { kind: 'rejection', operation: n, statuses: [400], failureEnvelope: false, evidence },
  field_exists: { kind: 'field_exists', operation: n, field: 'extra', evidence },
  required: { kind: 'required', operation: n, field: 'name', required: true, evidence },
  type: { kind: 'type', operation: n, field: 'name', type: 'string', lenient: true, evidence },
  enum: {
    kind: 'enum',
    operation: n,
    field: 'kind',
    values: ['a', 'b'],
    closed: true,
    complete: false,
    source: 'probe',
    evidence,
  },
  bound: { kind: 'bound', operation: n, field: 'name', bound: 'maxLength', value: 40, evidence },
  unbounded: { kind: 'unbounded', operation: n, field: 'name', bound: 'minLength', tried: 0, evidence },
  format: { kind: 'format', operation: n, field: 'email', format: 'email', evidence },
  unknown_fields: { kind: 'unknown_fields', operation: n, policy: 'rejected', evidence },
  get_body: { kind: 'get_body', operation: n, handling: 'ignored', evidence },
  invalid_body_accepted: { kind: 'invalid_body_accepted', operation: n, read: true, evidence },
  path_id: { kind: 'path_id', operation: n, param: 'id', variant: 'other_tenant', status: 404, evidence },
  error_shape: { kind: 'error_shape', operation: n, status: 400, cause: 'validation', evidence },
  rate_limit: {
    kind: 'rate_limit',
    source: 'observed-429s',
    measured: { sustainedRps: 10, burst: 5, over: { requests: 100, seconds: 10, throttles: 3 } },
    operations: [n],
    evidence,
  },
  body_limit: { kind: 'body_limit', maxBytes: 1024, status: 413, operation: n, evidence },
  versioning: { kind: 'versioning', operation: n, otherVersionPath: '/v2/x', status: 404, evidence },
  wrong_method: { kind: 'wrong_method', operation: n, method: 'GET', status: 405, allow: 'POST', evidence },
  deprecation: { kind: 'deprecation', operation: n, header: 'Sunset', value: 'soon', evidence },
  undetermined: { kind: 'undetermined', operation: n, topic: 'rate limit', reason: 'budget', evidence },
};
const all = Object.values(sample);

describe('the fact table', () => {
  test('each observation is placed and said by its own kind', () => {
    expect(placement(sample.bound)).toEqual({ at: 'field', field: 'name', column: 'bounds' });
    expect(placement(sample.deprecation)).toEqual({ at: 'operation', row: 'behaviour' });
    expect(factText(sample.unbounded)).toBe('empty accepted (no minLength)');
    expect(factText(sample.path_id)).toBe('other tenant id → 404');
  });

  test('baseline fact keys: per operation, none for a lenient type, the server for a body limit', () => {
    expect(factKeys(sample.path_id, 'K')).toEqual(['K unknown-id', 'K error.other_tenant.']);
    expect(factKeys(sample.type, 'K')).toEqual([]);
    expect(serverFact(sample.body_limit)).toBe(true);
    expect(serverFact(sample.bound)).toBe(false);
  });

  test('the slots of the inferred operation come from the table; tentative facts stay out', () => {
    const tentative = {
      ...sample.get_body,
      handling: 'honored',
      evidence: { ...evidence, confidence: 'tentative' },
    };
    const m = mergeOperation(op, [tentative as ObservationOf<'get_body'>, ...all]);
    expect(m.getBody?.handling).toBe('ignored');
    expect(m.rateLimit).toBe(sample.rate_limit);
    expect(m.pathIds).toEqual([sample.path_id]);
    expect(m.deprecation).toEqual([sample.deprecation]);
    // A server-wide rate limit reaches only the operations it names.
    const other = operations.find((o) => o.number !== n) ?? op;
    expect(mergeOperation(other, all).rateLimit).toBeUndefined();
  });

  test("the document's x- entries come in the table's order", () => {
    const m = mergeOperation(op, all);
    expect(Object.keys(operationExtensions(m))).toEqual([
      'x-get-body',
      'x-invalid-body-accepted',
      'x-rate-limit',
      'x-max-body-bytes',
      'x-rejection',
      'x-conflict-on-repeat',
      'x-wrong-method',
    ]);
    expect(documentExtensions(all)).toEqual({
      'x-rate-limit': {
        sustainedRps: 10,
        burst: 5,
        over: { requests: 100, seconds: 10, throttles: 3 },
        learnedFrom: 'observed-429s',
      },
      'x-max-body-bytes': 1024,
    });
  });
});

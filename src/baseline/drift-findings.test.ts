import { describe, expect, test } from 'vitest';
import type { Observation } from '../core/observation.ts';
import { diffFacts } from './drift.ts';
import { driftCauses } from './drift-causes.ts';
import { driftFindings } from './drift-findings.ts';
import { behaviourFacts } from './facts.ts';

const ops = [1, 2, 3, 13] as const;
const envelope = (contentType: string, schema: Record<string, unknown>): Observation[] =>
  ops.flatMap((operation) =>
    (['validation', 'no_token'] as const).map((cause) => ({
      kind: 'error_shape' as const,
      operation,
      status: cause === 'validation' ? 400 : 401,
      cause,
      contentType,
      schema,
      evidence: { exchangeIds: [], confidence: 'certain' as const },
    })),
  );
const facts = (observations: Observation[]) =>
  behaviourFacts({ openapi: {}, observations, unresponsive: [], limitsProbed: false });

describe('driftFindings', () => {
  test('an error envelope changed everywhere is a few readable findings, not one per fact', () => {
    const baseline = facts(
      envelope('application/json; charset=utf-8', {
        type: 'object',
        properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
        required: ['message', 'statusCode'],
      }),
    );
    const current = facts(
      envelope('application/problem+json', {
        type: 'object',
        properties: { title: { type: 'string' }, status: { type: 'integer' } },
        required: ['status', 'title'],
      }),
    );
    const changes = diffFacts(baseline, current);
    expect(changes.length).toBeGreaterThan(20);
    const findings = driftFindings(driftCauses(baseline, current), 1);
    // One change (the envelope), one finding: its media type the root, the body its consequence.
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      check: 'drift',
      fails: true,
      title: '4 operations (#1, #2, #3, #13) answer errors with another media type',
      expected: 'application/json',
      actual: 'application/problem+json',
      classification: { rule: 'error_content_type_changed', kind: 'breaking', operations: [1, 2, 3, 13] },
    });
    expect(findings[0]?.classification?.consequences).toEqual([
      'error media type application/problem+json (was application/json) — for a request without a token, an invalid body',
      'error body {status!: integer, title!: string} (was {message!: string, statusCode!: integer}) — for a request without a token, an invalid body',
    ]);
  });

  test('an unchanged run gives no finding', () => {
    const same = facts(envelope('application/json', { type: 'object' }));
    expect(diffFacts(same, same)).toEqual([]);
    expect(driftFindings(driftCauses(same, same), 1)).toEqual([]);
  });

  test('a success status that moved is one finding, each body shown whole', () => {
    const doc = (status: string) => ({
      paths: {
        '/v1/referrals/': {
          post: {
            responses: {
              [status]: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: { id: { type: 'string', format: 'uuid' }, at: { type: 'string' } },
                      required: ['id'],
                    },
                  },
                },
              },
            },
          },
        },
      },
    });
    const of = (status: string) =>
      behaviourFacts({ openapi: doc(status), observations: [], unresponsive: [], limitsProbed: false });
    const [baseline, current] = [of('201'), of('200')];
    const findings = driftFindings(driftCauses(baseline, current), 1);
    expect(findings.map((f) => [f.title, f.classification?.rule, f.expected, f.actual])).toEqual([
      ['#2 succeeds with another status', 'success_status_changed', '201', '200'],
    ]);
    expect(findings[0]?.classification?.consequences).toEqual([
      'succeeds with 200 (was 201)',
      'a 200 answer, body {at: string, id!: string(uuid)}',
      'no 201 answer (its body was {at: string, id!: string(uuid)})',
    ]);
  });
});

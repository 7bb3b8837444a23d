import { describe, expect, test } from 'vitest';
import type { Observation } from '../core/observation.ts';
import { diffFacts } from './drift.ts';
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
    const findings = driftFindings(changes, { baseline, current }, 1);
    expect(findings).toHaveLength(2);
    expect(findings.every((f) => f.check === 'drift' && f.fails)).toBe(true);
    const body = findings.find((f) => f.classification?.rule === 'error_body_changed');
    expect(body).toMatchObject({
      expected: '{message!: string, statusCode!: integer}',
      actual: '{status!: integer, title!: string}',
      classification: { kind: 'breaking', operations: [1, 2, 3, 13] },
    });
    // In words: which operations, which causes, what changed (the rule stays in the classification).
    expect(body?.title).toMatch(
      /^4 operations \(#1, #2, #3, #13\) answer a request without a token, an invalid body with another error body/,
    );
  });

  test('an unchanged run gives no finding', () => {
    const same = facts(envelope('application/json', { type: 'object' }));
    expect(driftFindings(diffFacts(same, same), { baseline: same, current: same }, 1)).toEqual([]);
  });

  test('a success body that moved to another status is shown whole, once per status', () => {
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
    const findings = driftFindings(diffFacts(baseline, current), { baseline, current }, 1);
    expect(findings.map((f) => [f.classification?.rule, f.expected, f.actual])).toEqual(
      expect.arrayContaining([
        ['success_status_changed', '["201"]', '["200"]'],
        ['response_property_removed', '{at: string, id!: string(uuid)}', '(absent)'],
        ['response_property_added', '(absent)', '{at: string, id!: string(uuid)}'],
      ]),
    );
    expect(findings).toHaveLength(3);
  });
});

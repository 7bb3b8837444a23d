import { describe, expect, test } from 'vitest';
import { diffFacts } from './drift.ts';
import { behaviourFacts } from './facts.ts';

const facts = (openapi: Record<string, unknown>) =>
  behaviourFacts({ openapi, observations: [], unresponsive: [], limitsProbed: false });

const doc = (over: {
  required?: string[];
  status?: string;
  props?: Record<string, unknown>;
  security?: unknown[];
}) => ({
  openapi: '3.1.0',
  paths: {
    '/v1/homes/{dealId}/note': {
      post: {
        ...(over.security && { security: over.security }),
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { note: { type: 'string', maxLength: 2000 } },
                required: over.required ?? ['note'],
              },
            },
          },
        },
        responses: {
          [over.status ?? '201']: {
            description: 'ok',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: over.props ?? { id: { type: 'string' } },
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

describe('drift', () => {
  test('the same document gives no drift', () => {
    expect(diffFacts(facts(doc({})), facts(doc({})))).toEqual([]);
  });

  test('a new required request field, a changed success status and lost security are breaking', () => {
    const base = facts(doc({ security: [{ bearerAuth: [] }] }));
    const now = facts(doc({ required: ['note', 'author'], status: '200', security: [] }));
    const changes = diffFacts(base, now);
    expect(changes.filter((c) => c.breaking).map((c) => c.key)).toEqual(
      expect.arrayContaining([
        'POST /v1/homes/{dealId}/note request.required',
        'POST /v1/homes/{dealId}/note security',
        'POST /v1/homes/{dealId}/note success',
      ]),
    );
  });

  test('a new response property is compatible; a removed one is breaking', () => {
    const base = facts(doc({}));
    const added = diffFacts(base, facts(doc({ props: { id: { type: 'string' }, at: { type: 'string' } } })));
    expect(added.every((c) => !c.breaking)).toBe(true);
    const removed = diffFacts(base, facts(doc({ props: {} })));
    expect(removed.some((c) => c.breaking)).toBe(true);
  });

  test('a loosened request constraint fails the gate, classified loosened', () => {
    const base = facts(doc({}));
    const looser = facts(doc({ required: [] }));
    expect(diffFacts(base, looser)).toMatchObject([
      { rule: 'request_field_optional', kind: 'loosened', breaking: true },
    ]);
  });
});

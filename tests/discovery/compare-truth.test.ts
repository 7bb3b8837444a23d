/**
 * @module The fact-by-fact comparison counts the fields of nested objects (`primary.email`) only
 * where the truth knows them, so truths without nested fields keep their counts.
 */
import { describe, expect, it } from 'vitest';
import type { ServerTruth } from '../../src/sandbox/server-truth.ts';
import { compareWithTruth } from './compare-truth.ts';

function truthWith(primary: ServerTruth['operations'][string]['request']): ServerTruth {
  return {
    operations: {
      '14': {
        method: 'POST',
        path: '/v1/esignatures/{dealId}',
        auth: 'required',
        successStatus: 200,
        ...(primary === undefined ? {} : { request: primary }),
      },
    },
    errorContentType: 'application/json',
  };
}

const flat = truthWith({
  properties: { primary: { type: 'object' } },
  required: ['primary'],
  additionalProperties: true,
});

const nested = truthWith({
  properties: {
    primary: {
      type: 'object',
      properties: { email: { type: 'string', format: 'email' }, name: { type: 'string', maxLength: 60 } },
      required: ['email'],
      additionalProperties: true,
    },
  },
  required: ['primary'],
  additionalProperties: true,
});

function docWith(primary: Record<string, unknown>): Record<string, unknown> {
  const schema = {
    type: 'object',
    properties: { primary },
    required: ['primary'],
    'x-unknown-fields': 'ignored',
  };
  return {
    paths: {
      '/v1/esignatures/{dealId}': {
        post: {
          security: [{ bearer: [] }],
          responses: { '200': { 'x-causes': ['success'] } },
          requestBody: { content: { 'application/json': { schema } } },
        },
      },
    },
  };
}

const statedNested = docWith({
  type: 'object',
  properties: { email: { type: 'string', format: 'email' }, name: { type: 'string', maxLength: 99 } },
  required: ['email'],
});

describe('compareWithTruth on nested objects', () => {
  it('counts the nested facts as primary.<field>: right, wrong and missing', () => {
    const c = compareWithTruth(statedNested, nested);
    expect(c.wrong).toEqual(['op14.primary.name.maxLength: stated 99, truth 60']);
    expect(c.missing).toEqual(['op14.primary.additionalProperties: expected true']);
    // auth, success, additionalProperties; primary.type/required; email.type/format/required; name.type
    expect([c.correct, c.establishable, c.stated]).toEqual([9, 11, 10]);
  });

  it('leaves the counts of a truth without nested fields unchanged, whatever is stated inside', () => {
    const plain = compareWithTruth(docWith({ type: 'object' }), flat);
    const inside = compareWithTruth(statedNested, flat);
    expect(inside).toEqual(plain);
    expect([plain.correct, plain.establishable]).toEqual([5, 5]);
  });

  it('misses every nested fact when only "object" is stated', () => {
    const c = compareWithTruth(docWith({ type: 'object' }), nested);
    expect(c.missing).toEqual([
      'op14.primary.email.type: expected "string"',
      'op14.primary.email.format: expected "email"',
      'op14.primary.name.type: expected "string"',
      'op14.primary.name.maxLength: expected 60',
      'op14.primary.email.required: expected true',
      'op14.primary.additionalProperties: expected true',
    ]);
  });
});

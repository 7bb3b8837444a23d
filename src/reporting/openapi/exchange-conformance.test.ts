import { describe, expect, test } from 'vitest';
import type { OpenApiDocument } from './document-shape.ts';
import { exampleMismatches } from './example-conformance.ts';
import { exchangeMismatches, type HarEntryLike } from './exchange-conformance.ts';

const json = { name: 'content-type', value: 'application/json; charset=utf-8' };

function entry(
  id: string,
  status: number,
  response: unknown,
  body?: unknown,
  url = '/api/v1/items/',
): HarEntryLike {
  return {
    _id: id,
    request: {
      method: 'POST',
      url: `http://127.0.0.1:9/${url.replace(/^\//, '')}`,
      headers: body === undefined ? [] : [json],
      ...(body !== undefined && { postData: { text: JSON.stringify(body) } }),
    },
    response: { status, headers: [json], content: { text: JSON.stringify(response) } },
  };
}

const doc: OpenApiDocument = {
  servers: [{ url: 'http://127.0.0.1:{port}/api', variables: { port: { default: '9' } } }],
  paths: {
    '/v1/items/': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { name: { type: 'string', minLength: 2 } },
                required: ['name'],
              },
              example: { name: 'ok', id: 1 },
            },
          },
        },
        responses: {
          '201': {
            'x-causes': ['success'],
            content: {
              'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } } },
            },
          },
          '400': {
            'x-causes': ['validation'],
            content: {
              'application/json': { schema: { type: 'object', properties: { message: { type: 'array' } } } },
            },
          },
        },
      },
    },
  },
};

describe('exchanges against the document they were recorded for', () => {
  test('a conforming run has no mismatch; routing reads the server URL with its variables', () => {
    const entries = [
      entry('ex-1', 201, { id: 1 }, { name: 'ok' }),
      entry('ex-2', 400, { message: ['name too short'] }, { name: 'o' }),
      // Not a documented operation: outside the document's word.
      entry('ex-3', 404, 'nope', { name: 'o' }, '/api/v1/other'),
    ];
    expect(exchangeMismatches(doc, entries)).toEqual([]);
  });

  test('each way an exchange contradicts the document is named, with the exchange', () => {
    const kinds = exchangeMismatches(doc, [
      entry('ex-1', 201, { id: 1 }, { name: 'ok' }),
      entry('ex-2', 404, { message: 'gone' }, { name: 'ok' }),
      entry('ex-3', 400, { message: 'Unexpected token' }, { name: 'o' }),
      entry('ex-4', 201, { id: 2 }, { name: 'x' }),
      entry('ex-5', 400, { message: ['refused'] }, { name: 'okay' }),
      entry('ex-6', 400, { message: ['name is required'] }),
    ]).map((m) => [m.kind, m.exchangeId]);
    expect(kinds).toEqual([
      ['status-not-listed', 'ex-2'],
      ['response-invalid', 'ex-3'],
      ['accepted-body-invalid', 'ex-4'],
      ['refused-body-valid', 'ex-5'],
      ['absent-body-refused', 'ex-6'],
    ]);
  });

  test('a refusal is judged only where it differs from an accepted body in one place', () => {
    // `okay` alone changed from the accepted body: the refusal is the name's, and the schema allows it.
    const near = [
      entry('ex-1', 201, { id: 1 }, { name: 'ok', n: 1 }),
      entry('ex-2', 400, { message: [] }, { name: 'okay', n: 1 }),
    ];
    expect(exchangeMismatches(doc, near).map((m) => m.kind)).toEqual(['refused-body-valid']);
    // Two places changed: which one was refused is not established.
    const far = [near[0] as HarEntryLike, entry('ex-2', 400, { message: [] }, { name: 'okay', n: 2 })];
    expect(exchangeMismatches(doc, far)).toEqual([]);
  });

  test('a 429 is the stated rate limit, not a response; unstated, it is a status not listed', () => {
    const limited = [entry('ex-1', 429, { message: 'slow down' }, { name: 'ok' })];
    expect(exchangeMismatches({ ...doc, 'x-rate-limit': { limit: 5, windowSeconds: 1 } }, limited)).toEqual(
      [],
    );
    expect(exchangeMismatches(doc, limited).map((m) => m.kind)).toEqual(['status-not-listed']);
  });

  test('an example its own schema refuses, unlisted fields counting as refused (as linters read it)', () => {
    expect(exampleMismatches(doc).map((m) => `${m.operation} ${m.where}: ${m.detail}`)).toEqual([
      'POST /v1/items/ request body application/json: / must NOT have additional properties',
    ]);
  });
});

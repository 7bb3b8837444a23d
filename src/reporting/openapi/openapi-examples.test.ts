import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../core/exchange.ts';
import type { InferredResponse } from '../../discovery/index.ts';
import { observedResponses } from './observed-responses.ts';
import { indexExchanges, pathValues, requestJson, responseExample, trimExample } from './openapi-examples.ts';
import { type Answered, operationExchanges } from './operation-exchanges.ts';
import { schemaValidator } from './schema-validator.ts';

function exchange(
  id: string,
  url: string,
  status: number,
  json: unknown,
  body?: string,
  type = 'application/json; charset=utf-8',
): Exchange {
  return {
    id,
    label: 'test',
    request: {
      method: 'POST',
      url,
      headers: {},
      ...(body !== undefined && { body }),
      bodyBytes: body?.length ?? 0,
    },
    response: {
      status,
      headers: { 'content-type': type },
      body: JSON.stringify(json),
      bodyBytes: 1,
      truncated: false,
      json,
    },
    startedAt: '',
    durationMs: 1,
  };
}

describe('examples of the observed document', () => {
  test('path ids are read at the end of the URL, behind any base path', () => {
    const e = exchange('ex-1', 'http://h:1/api/v1/homes/a%20b/note?x=1', 201, {});
    expect(pathValues('/v1/homes/{dealId}/note', e)).toEqual({ dealId: 'a b' });
    expect(pathValues('/v1/other/{id}', e)).toEqual({});
  });

  test('an accepted body cut short in the record is no example', () => {
    const e = exchange('ex-1', 'http://h/x', 201, {}, '{"a":1}');
    expect(requestJson(e)).toEqual({ a: 1 });
    expect(requestJson({ ...e, request: { ...e.request, bodyBytes: 500 } })).toBeUndefined();
  });

  test('long strings and arrays are cut', () => {
    const trimmed = trimExample({ s: 'x'.repeat(500), a: [1, 2, 3, 4, 5] }) as { s: string; a: unknown[] };
    expect(trimmed.s.length).toBeLessThan(130);
    expect(trimmed.a).toEqual([1, 2, 3]);
  });

  test('a response example is an answer its schema describes, under the content type as sent', () => {
    const index = indexExchanges([
      exchange('ex-1', 'http://h/x', 400, { message: 'text' }),
      exchange('ex-2', 'http://h/x', 400, { message: ['a'] }),
    ]);
    const schema = { type: 'object', properties: { message: { type: 'array', items: { type: 'string' } } } };
    expect(responseExample(400, ['ex-1', 'ex-2'], index, schema)).toEqual({
      example: { message: ['a'] },
      contentType: 'application/json; charset=utf-8',
    });
    expect(responseExample(400, ['ex-1'], index, schema)).toBeUndefined();
  });
});

describe('the responses of the observed document', () => {
  const index = indexExchanges([
    exchange('ex-1', 'http://h/v1/items/', 400, { message: ['name is required'] }),
    exchange('ex-2', 'http://h/v1/items/', 400, { message: 'Unexpected token } in JSON' }),
    exchange('ex-3', 'http://h/v1/items/', 404, { message: 'Report not found' }),
    exchange('ex-4', 'http://h/v1/items/', 404, '<h1>Not Found</h1>', undefined, 'text/html'),
    // Another path, another method: not this operation's answers.
    exchange('ex-5', 'http://h/v2/items/', 500, {}),
  ]);
  const inferred = new Map<number, InferredResponse>([
    [
      400,
      {
        status: 400,
        causes: new Set(['validation']),
        contentType: 'application/json',
        schema: { type: 'object', properties: { message: { type: 'array', items: { type: 'string' } } } },
        exchangeIds: ['ex-1'],
      },
    ],
  ]);
  const answers: Answered[] = operationExchanges(index, { method: 'POST', path: '/v1/items/' });
  const responses = observedResponses(inferred, answers, index) as Record<
    string,
    { description: string; content: Record<string, { schema: unknown }> }
  >;

  test('every status answered is listed, each under every content type it came with', () => {
    expect(Object.keys(responses)).toEqual(['400', '404']);
    expect(Object.keys(responses['404']?.content ?? {})).toEqual([
      'application/json; charset=utf-8',
      'text/html',
    ]);
    expect(responses['404']?.description).toMatch(/not established/);
  });

  test("a field seen as a list and as a string takes both (discovery's schema merged with every answer)", () => {
    const schema = responses['400']?.content['application/json; charset=utf-8']?.schema;
    const v = schemaValidator();
    expect(v.errors(schema, { message: ['name is required'] })).toEqual([]);
    expect(v.errors(schema, { message: 'Unexpected token } in JSON' })).toEqual([]);
    expect(v.errors(schema, { message: 42 })).not.toEqual([]);
  });
});

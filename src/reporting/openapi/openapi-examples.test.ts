import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../core/exchange.ts';
import { indexExchanges, pathValues, requestJson, responseExample, trimExample } from './openapi-examples.ts';

function exchange(id: string, url: string, status: number, json: unknown, body?: string): Exchange {
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
      headers: { 'content-type': 'application/json; charset=utf-8' },
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

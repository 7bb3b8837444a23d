import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../core/exchange.ts';
import type { InferredResponse } from '../../discovery/index.ts';
import { observedResponses } from './observed-responses.ts';
import { indexExchanges } from './openapi-examples.ts';
import { type Answered, operationExchanges } from './operation-exchanges.ts';
import { schemaValidator } from './schema-validator.ts';

function answered(
  id: string,
  url: string,
  status: number,
  json: unknown,
  type = 'application/json; charset=utf-8',
): Exchange {
  return {
    id,
    label: 'test',
    request: { method: 'POST', url, headers: {}, bodyBytes: 0 },
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

describe('the responses of the observed document', () => {
  const index = indexExchanges([
    answered('ex-1', 'http://h/v1/items/', 400, { message: ['name is required'] }),
    answered('ex-2', 'http://h/v1/items/', 400, { message: 'Unexpected token } in JSON' }),
    answered('ex-3', 'http://h/v1/items/', 404, { message: 'Report not found' }),
    answered('ex-4', 'http://h/v1/items/', 404, '<h1>Not Found</h1>', 'text/html'),
    // Another path, another method: not this operation's answers.
    answered('ex-5', 'http://h/v2/items/', 500, {}),
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

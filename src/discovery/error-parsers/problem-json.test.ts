import { describe, expect, test } from 'vitest';
import { problemJsonParser } from './problem-json.ts';
import { fields, jsonResponse } from './test-response.ts';

const problem = { contentType: 'application/problem+json' };

describe('problemJsonParser', () => {
  test('recognises problem details by content type or by members', () => {
    expect(problemJsonParser.canParse(jsonResponse({ title: 'x' }, problem))).toBe(true);
    expect(
      problemJsonParser.canParse(jsonResponse({ type: 'about:blank', title: 'Bad Request', status: 400 })),
    ).toBe(true);
    expect(
      problemJsonParser.canParse(
        jsonResponse({ type: 'https://x/validation', detail: 'bedrooms must be <= 12' }),
      ),
    ).toBe(true);
    expect(problemJsonParser.canParse(jsonResponse({ message: 'x' }))).toBe(false);
  });

  test('a detail sentence naming its field', () => {
    const parsed = problemJsonParser.parse(
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'bedrooms must be <= 12',
          instance: '/v1/property/',
        },
        problem,
      ),
      fields,
    );
    expect(parsed.parser).toBe('problem+json');
    expect(parsed.messages).toEqual(['Bad Request', 'bedrooms must be <= 12']);
    expect(parsed.hints).toEqual([{ kind: 'maximum', field: 'bedrooms', value: 12 }]);
  });

  test('extension members: errors with pointers, invalid-params, errors with field/message, allowedValues', () => {
    const body = {
      type: 'https://api.example.com/problems/validation',
      title: 'Your request is not valid.',
      status: 422,
      errors: [
        { pointer: '/bedrooms', detail: 'must be <= 12' },
        { pointer: '#/streetAddress', detail: 'is required' },
        { field: 'referralType', message: 'invalid value', allowedValues: ['buyer', 'seller'] },
        { source: { pointer: '/data/attributes/zipCode' }, detail: 'must be at least 5 characters' },
      ],
      'invalid-params': [
        { name: 'yearBuilt', reason: 'must be a positive integer' },
        { name: 'foo', reason: 'unknown field' },
      ],
    };
    const parsed = problemJsonParser.parse(jsonResponse(body, problem), fields);
    expect(parsed.hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 12 },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
      { kind: 'minLength', field: 'zipCode', value: 5 },
      { kind: 'minimum', field: 'yearBuilt', value: 0, exclusive: true },
      { kind: 'unknown_field', field: 'foo' },
    ]);
    expect(parsed.messages).toContain('bedrooms: must be <= 12');
  });

  test('ASP.NET ValidationProblemDetails keyed by (PascalCase or $.) field names', () => {
    const body = {
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: {
        Bedrooms: ['The field Bedrooms must be between 0 and 20.'],
        StreetAddress: ['The StreetAddress field is required.'],
        '$.yearBuilt': [
          'The JSON value could not be converted to System.Int32. Path: $.yearBuilt | LineNumber: 0',
        ],
      },
      traceId: '00-8e2d6b1f3f0b4b6c9a6d-01',
    };
    const parsed = problemJsonParser.parse(jsonResponse(body, problem), fields);
    expect(parsed.hints).toEqual([
      { kind: 'minimum', field: 'bedrooms', value: 0 },
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'type', field: 'yearBuilt', expected: 'integer' },
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RecordedResponse } from '../../core/exchange.ts';
import { errorParsers, parseErrorBody } from './index.ts';
import { fields, jsonResponse, textResponse } from './test-response.ts';

describe('errorParsers registry', () => {
  test('names are unique and the registry is ordered most specific first', () => {
    const names = errorParsers.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([
      'zod',
      'ajv',
      'fastify',
      'pydantic',
      'joi',
      'class-validator',
      'express-validator',
      'problem+json',
      'spring',
      'keyed-errors',
      'envelope',
      'text',
    ]);
  });

  test.each([
    [
      'class-validator',
      jsonResponse({
        statusCode: 400,
        message: ['bedrooms must not be greater than 20'],
        error: 'Bad Request',
      }),
    ],
    [
      'fastify',
      jsonResponse({
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
        error: 'Bad Request',
        message: 'body/bedrooms must be <= 12',
      }),
    ],
    [
      'ajv',
      jsonResponse([
        { instancePath: '/bedrooms', keyword: 'maximum', params: { limit: 12 }, message: 'must be <= 12' },
      ]),
    ],
    [
      'express-validator',
      jsonResponse({
        errors: [{ type: 'field', msg: 'Invalid value', path: 'clientEmail', location: 'body' }],
      }),
    ],
    [
      'joi',
      jsonResponse({
        message: 'x',
        details: [
          {
            message: '"bedrooms" must be less than or equal to 20',
            path: ['bedrooms'],
            type: 'number.max',
            context: { limit: 20 },
          },
        ],
      }),
    ],
    [
      'zod',
      jsonResponse(
        {
          success: false,
          error: {
            issues: [
              {
                code: 'too_big',
                maximum: 20,
                type: 'number',
                inclusive: true,
                path: ['bedrooms'],
                message: 'x',
              },
            ],
          },
        },
        { status: 200 },
      ),
    ],
    [
      'pydantic',
      jsonResponse(
        { detail: [{ loc: ['body', 'bedrooms'], msg: 'Field required', type: 'missing' }] },
        { status: 422 },
      ),
    ],
    [
      'spring',
      jsonResponse({
        timestamp: 't',
        status: 400,
        error: 'Bad Request',
        errors: [{ field: 'bedrooms', defaultMessage: 'must be less than or equal to 20' }],
      }),
    ],
    [
      'problem+json',
      jsonResponse(
        { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'bedrooms must be <= 12' },
        { contentType: 'application/problem+json' },
      ),
    ],
    [
      'keyed-errors',
      jsonResponse({
        message: 'The given data was invalid.',
        errors: { bedrooms: ['The bedrooms field must not be greater than 20.'] },
      }),
    ],
    [
      'envelope',
      jsonResponse({ success: false, error: "Invalid value for field 'bedrooms'" }, { status: 200 }),
    ],
    ['text', textResponse('bedrooms must be at most 20')],
  ])('dispatches %s bodies to their parser', (parser, res) => {
    const parsed = parseErrorBody(res, fields);
    expect(parsed?.parser).toBe(parser);
    expect(parsed?.hints.length).toBeGreaterThan(0);
  });
});

describe('parseErrorBody', () => {
  test('undefined only for an empty body', () => {
    expect(parseErrorBody(textResponse(''), fields)).toBeUndefined();
    expect(parseErrorBody(textResponse('  \n'), fields)).toBeUndefined();
    expect(parseErrorBody(textResponse('Bad Request'), fields)).toEqual({
      parser: 'text',
      messages: ['Bad Request'],
      hints: [],
    });
  });

  test('unrecognised JSON falls back to the generic parser, which reads every string', () => {
    const parsed = parseErrorBody(
      jsonResponse({ outcome: 'rejected', notes: ['bedrooms must be at most 20'], bedrooms: 'too many' }),
      fields,
    );
    expect(parsed).toEqual({
      parser: 'generic',
      messages: ['rejected', 'bedrooms must be at most 20', 'bedrooms: too many'],
      hints: [{ kind: 'maximum', field: 'bedrooms', value: 20 }],
    });
    expect(parseErrorBody(jsonResponse('streetAddress is required'), fields)).toEqual({
      parser: 'generic',
      messages: ['streetAddress is required'],
      hints: [{ kind: 'required', field: 'streetAddress' }],
    });
  });

  test('reads the body text when the recorded response has no parsed JSON', () => {
    const res: RecordedResponse = {
      ...textResponse('{"success":false,"error":"Unknown field \'foo\'"}'),
      status: 200,
    };
    expect(parseErrorBody(res, fields)?.hints).toEqual([{ kind: 'unknown_field', field: 'foo' }]);
  });

  test('never throws on any JSON body, and always returns a result for a non-empty one', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.integer({ min: 100, max: 599 }), (json, status) => {
        const parsed = parseErrorBody(jsonResponse(json, { status }), fields);
        expect(parsed).toBeDefined();
        for (const hint of parsed?.hints ?? []) expect(hint.field).not.toBe('');
      }),
      { numRuns: 300 },
    );
  });

  test('never throws on error-shaped JSON with hostile values', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.dictionary(fc.string(), fc.string()),
    );
    const shaped = fc.record(
      {
        statusCode: fc.oneof(fc.integer(), fc.string()),
        message: hostile,
        error: hostile,
        errors: hostile,
        detail: hostile,
        details: hostile,
        issues: hostile,
        code: hostile,
        success: fc.boolean(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(shaped, (json) => {
        expect(parseErrorBody(jsonResponse(json), fields)).toBeDefined();
      }),
      { numRuns: 300 },
    );
  });

  test('never throws on any text body', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (text) => {
        const parsed = parseErrorBody(textResponse(text, { contentType: 'text/html' }), fields);
        if (text.trim() !== '') expect(parsed).toBeDefined();
      }),
      { numRuns: 300 },
    );
  });
});

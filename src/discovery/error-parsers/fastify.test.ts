import { describe, expect, test } from 'vitest';
import { fastifyParser } from './fastify.ts';
import { fields, jsonResponse } from './test-response.ts';

function fastify(message: string, extra: Record<string, unknown> = {}) {
  return jsonResponse({
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    error: 'Bad Request',
    message,
    ...extra,
  });
}

describe('fastifyParser', () => {
  test('recognises the Fastify shape (v4 code, or a body/… message)', () => {
    expect(fastifyParser.canParse(fastify('body/bedrooms must be <= 12'))).toBe(true);
    expect(
      fastifyParser.canParse(
        jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'body.bedrooms should be <= 12' }),
      ),
    ).toBe(true);
    expect(
      fastifyParser.canParse(jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'Bad thing' })),
    ).toBe(false);
  });

  test.each([
    ['body/bedrooms must be <= 12', [{ kind: 'maximum', field: 'bedrooms', value: 12 }]],
    ['body.bedrooms should be <= 12', [{ kind: 'maximum', field: 'bedrooms', value: 12 }]],
    ["body must have required property 'streetAddress'", [{ kind: 'required', field: 'streetAddress' }]],
    [
      'body/referralType must be equal to one of the allowed values',
      [{ kind: 'enum', field: 'referralType' }],
    ],
    ['body/note must NOT have more than 40 characters', [{ kind: 'maxLength', field: 'note', value: 40 }]],
    [
      'body/zipCode must NOT have fewer than 5 characters',
      [{ kind: 'minLength', field: 'zipCode', value: 5 }],
    ],
    [
      'body/clientEmail must match format "email"',
      [{ kind: 'format', field: 'clientEmail', format: 'email' }],
    ],
    ['body/bedrooms must be integer', [{ kind: 'type', field: 'bedrooms', expected: 'integer' }]],
    ['body/note must be string', [{ kind: 'type', field: 'note', expected: 'string' }]],
    ['body must NOT have additional properties', []],
  ])('%s', (message, hints) => {
    const parsed = fastifyParser.parse(fastify(message), fields);
    expect(parsed.parser).toBe('fastify');
    expect(parsed.messages).toEqual([message]);
    expect(parsed.hints).toEqual(hints);
  });

  test('allErrors messages joined with ", " are split', () => {
    const parsed = fastifyParser.parse(
      fastify(
        "body/bedrooms must be <= 12, body must have required property 'streetAddress', body/note must be string",
      ),
      fields,
    );
    expect(parsed.messages).toHaveLength(3);
    expect(parsed.hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 12 },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'type', field: 'note', expected: 'string' },
    ]);
  });

  test('a `validation` array (custom error handlers) is read as raw ajv errors', () => {
    const parsed = fastifyParser.parse(
      fastify('body must NOT have additional properties', {
        validation: [
          {
            instancePath: '',
            schemaPath: '#/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: 'foo' },
            message: 'must NOT have additional properties',
          },
        ],
      }),
      fields,
    );
    expect(parsed.hints).toEqual([{ kind: 'unknown_field', field: 'foo' }]);
  });
});

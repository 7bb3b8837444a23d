import { describe, expect, test } from 'vitest';
import { classValidatorParser } from './class-validator.ts';
import { fields, jsonResponse } from './test-response.ts';

const nestBody = {
  statusCode: 400,
  message: [
    'bedrooms must not be greater than 20',
    'clientEmail must be an email',
    'property foo should not exist',
    'referralType must be one of the following values: buyer, seller',
    'streetAddress should not be empty',
    'streetAddress must be a string',
    'yearBuilt must be an integer number',
    'note must be shorter than or equal to 2000 characters',
    'zipCode must be longer than or equal to 5 characters',
    'dryRun must be a boolean value',
    'changeOrderIds must be an array',
    'startTime must not be less than 0',
    'bookedBy must be an object',
    'reportId must be a UUID',
    'x must be a number conforming to the specified constraints',
  ],
  error: 'Bad Request',
};

describe('classValidatorParser', () => {
  test('recognises NestJS validation bodies, not others', () => {
    expect(classValidatorParser.canParse(jsonResponse(nestBody))).toBe(true);
    expect(
      classValidatorParser.canParse(
        jsonResponse({ statusCode: 404, message: 'Not Found', error: 'Not Found' }),
      ),
    ).toBe(true);
    expect(
      classValidatorParser.canParse(
        jsonResponse({ message: 'x', code: 'FST_ERR_VALIDATION', statusCode: 400, error: 'Bad Request' }),
      ),
    ).toBe(false);
    expect(classValidatorParser.canParse(jsonResponse({ detail: 'x' }))).toBe(false);
  });

  test('every class-validator wording becomes its hint', () => {
    const parsed = classValidatorParser.parse(jsonResponse(nestBody), [...fields, 'x']);
    expect(parsed.parser).toBe('class-validator');
    expect(parsed.messages).toEqual(nestBody.message);
    expect(parsed.hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'format', field: 'clientEmail', format: 'email' },
      { kind: 'unknown_field', field: 'foo' },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'type', field: 'streetAddress', expected: 'string' },
      { kind: 'type', field: 'yearBuilt', expected: 'integer' },
      { kind: 'maxLength', field: 'note', value: 2000 },
      { kind: 'minLength', field: 'zipCode', value: 5 },
      { kind: 'type', field: 'dryRun', expected: 'boolean' },
      { kind: 'type', field: 'changeOrderIds', expected: 'array' },
      { kind: 'minimum', field: 'startTime', value: 0 },
      { kind: 'type', field: 'bookedBy', expected: 'object' },
      { kind: 'format', field: 'reportId', format: 'uuid' },
      { kind: 'type', field: 'x', expected: 'number' },
    ]);
  });

  test('a single message string', () => {
    const parsed = classValidatorParser.parse(
      jsonResponse({
        statusCode: 400,
        message: 'bedrooms must not be greater than 20',
        error: 'Bad Request',
      }),
      fields,
    );
    expect(parsed.hints).toEqual([{ kind: 'maximum', field: 'bedrooms', value: 20 }]);
  });

  test('raw ValidationError objects, with constraint names and nested children', () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: [
        { property: 'clientEmail', value: 'x', constraints: { isEmail: 'Please give a real address' } },
        { property: 'foo', constraints: { whitelistValidation: 'property foo should not exist' } },
        {
          property: 'primary',
          children: [{ property: 'email', constraints: { isNotEmpty: 'email should not be empty' } }],
        },
      ],
    };
    const parsed = classValidatorParser.parse(jsonResponse(body), fields);
    expect(parsed.hints).toEqual([
      { kind: 'format', field: 'clientEmail', format: 'email' },
      { kind: 'unknown_field', field: 'foo' },
      { kind: 'required', field: 'primary.email' },
    ]);
    expect(parsed.messages).toContain('clientEmail: Please give a real address');
  });
});

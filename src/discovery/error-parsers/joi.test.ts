import { describe, expect, test } from 'vitest';
import { joiParser } from './joi.ts';
import { fields, jsonResponse } from './test-response.ts';

const detail = (
  message: string,
  path: (string | number)[],
  type: string,
  context: Record<string, unknown>,
) => ({
  message,
  path,
  type,
  context: { ...context, label: path.join('.'), key: path.at(-1) },
});

describe('joiParser', () => {
  test('details with type and context are read as typed data', () => {
    const body = {
      message: '"bedrooms" must be less than or equal to 20',
      details: [
        detail('"bedrooms" must be less than or equal to 20', ['bedrooms'], 'number.max', {
          limit: 20,
          value: 25,
        }),
        detail('"referralType" must be one of [buyer, seller]', ['referralType'], 'any.only', {
          valids: ['buyer', 'seller'],
          value: 'renter',
        }),
        detail('"note" length must be less than or equal to 500 characters long', ['note'], 'string.max', {
          limit: 500,
        }),
        detail('"streetAddress" is required', ['streetAddress'], 'any.required', {}),
        detail('"foo" is not allowed', ['foo'], 'object.unknown', { value: 1 }),
        detail('"yearBuilt" must be greater than 1800', ['yearBuilt'], 'number.greater', { limit: 1800 }),
        detail('"zipCode" length must be 5 characters long', ['zipCode'], 'string.length', { limit: 5 }),
        detail('"clientEmail" must be a valid email', ['clientEmail'], 'string.email', { invalids: ['x'] }),
        detail('"primary.email" is required', ['primary', 'email'], 'any.required', {}),
      ],
    };
    const res = jsonResponse(body);
    expect(joiParser.canParse(res)).toBe(true);
    const parsed = joiParser.parse(res, fields);
    expect(parsed.parser).toBe('joi');
    expect(parsed.hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
      { kind: 'maxLength', field: 'note', value: 500 },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'unknown_field', field: 'foo' },
      { kind: 'minimum', field: 'yearBuilt', value: 1800, exclusive: true },
      { kind: 'minLength', field: 'zipCode', value: 5 },
      { kind: 'maxLength', field: 'zipCode', value: 5 },
      { kind: 'format', field: 'clientEmail', format: 'email' },
      { kind: 'required', field: 'primary.email' },
    ]);
  });

  test('unknown detail types fall back to the message', () => {
    const body = {
      error: {
        details: [
          detail('"bedrooms" must be a safe number', ['bedrooms'], 'number.unsafe', {}),
          detail('"state" must be less than or equal to 2 characters', ['state'], 'custom.len', {}),
        ],
      },
    };
    const parsed = joiParser.parse(jsonResponse(body), fields);
    expect(parsed.hints).toEqual([
      { kind: 'invalid', field: 'bedrooms' },
      { kind: 'maxLength', field: 'state', value: 2 },
    ]);
  });

  test('celebrate: validation.body.keys + message', () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Validation failed',
      validation: {
        body: {
          source: 'body',
          keys: ['referralType'],
          message: '"referralType" must be one of [buyer, seller]',
        },
      },
    };
    const res = jsonResponse(body);
    expect(joiParser.canParse(res)).toBe(true);
    expect(joiParser.parse(res, fields).hints).toEqual([
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
    ]);
  });
});

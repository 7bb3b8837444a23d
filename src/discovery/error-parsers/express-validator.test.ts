import { describe, expect, test } from 'vitest';
import { expressValidatorParser } from './express-validator.ts';
import { fields, jsonResponse } from './test-response.ts';

describe('expressValidatorParser', () => {
  test('v7 items (path), with default and custom messages', () => {
    const body = {
      errors: [
        { type: 'field', value: 'x', msg: 'Invalid value', path: 'clientEmail', location: 'body' },
        { type: 'field', value: 25, msg: 'must be at most 20', path: 'bedrooms', location: 'body' },
        { type: 'field', msg: 'Invalid value', path: 'streetAddress', location: 'body' },
      ],
    };
    const res = jsonResponse(body);
    expect(expressValidatorParser.canParse(res)).toBe(true);
    const parsed = expressValidatorParser.parse(res, fields);
    expect(parsed.parser).toBe('express-validator');
    expect(parsed.hints).toEqual([
      { kind: 'invalid', field: 'clientEmail' },
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'invalid', field: 'streetAddress' },
    ]);
    expect(parsed.messages).toEqual([
      'clientEmail: Invalid value',
      'bedrooms: must be at most 20',
      'streetAddress: Invalid value',
    ]);
  });

  test('v6 items (param), unknown_fields and nested oneOf errors', () => {
    const body = {
      errors: [
        { value: 'renter', msg: 'must be one of buyer, seller', param: 'referralType', location: 'body' },
        {
          type: 'unknown_fields',
          msg: 'Unknown field(s)',
          fields: [{ path: 'foo', location: 'body', value: 1 }],
        },
        {
          type: 'alternative',
          msg: 'Invalid value(s)',
          nestedErrors: [{ type: 'field', msg: 'zipCode is required', path: 'zipCode', location: 'body' }],
        },
      ],
    };
    const parsed = expressValidatorParser.parse(jsonResponse(body), fields);
    expect(parsed.hints).toEqual([
      { kind: 'unknown_field', field: 'foo' },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
      { kind: 'required', field: 'zipCode' },
    ]);
  });

  test('does not claim other `errors` lists', () => {
    expect(expressValidatorParser.canParse(jsonResponse({ errors: [{ message: 'x', field: 'a' }] }))).toBe(
      false,
    );
    expect(
      expressValidatorParser.canParse(
        jsonResponse({ errors: [{ msg: 'x', loc: ['body', 'a'], type: 'missing' }] }),
      ),
    ).toBe(false);
  });
});

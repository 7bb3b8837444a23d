import { describe, expect, test } from 'vitest';
import { keyedErrorsParser } from './keyed-errors.ts';
import { fields, jsonResponse } from './test-response.ts';

describe('keyedErrorsParser', () => {
  test('Laravel', () => {
    const body = {
      message: 'The bedrooms field must not be greater than 20. (and 2 more errors)',
      errors: {
        bedrooms: ['The bedrooms field must not be greater than 20.'],
        street_address: ['The street address field is required.'],
        'primary.email': ['The primary.email field must be a valid email address.'],
      },
    };
    const res = jsonResponse(body, { status: 422 });
    expect(keyedErrorsParser.canParse(res)).toBe(true);
    const parsed = keyedErrorsParser.parse(res, fields);
    expect(parsed.parser).toBe('keyed-errors');
    expect(parsed.hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'format', field: 'primary.email', format: 'email' },
    ]);
  });

  test('Rails (messages without their field)', () => {
    const body = {
      errors: {
        zip_code: ['is too short (minimum is 5 characters)'],
        street_address: ["can't be blank"],
        referral_type: ['is not included in the list'],
        bedrooms: ['must be less than or equal to 20'],
      },
    };
    expect(keyedErrorsParser.parse(jsonResponse(body, { status: 422 }), fields).hints).toEqual([
      { kind: 'minLength', field: 'zipCode', value: 5 },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'enum', field: 'referralType' },
      { kind: 'maximum', field: 'bedrooms', value: 20 },
    ]);
  });

  test('Django REST Framework, bare and nested', () => {
    const body = {
      bedrooms: ['Ensure this value is less than or equal to 20.'],
      referralType: ['"renter" is not a valid choice.'],
      primary: { email: ['Enter a valid email address.'] },
      non_field_errors: ['Unknown field(s): foo'],
    };
    const res = jsonResponse(body);
    expect(keyedErrorsParser.canParse(res)).toBe(true);
    expect(keyedErrorsParser.parse(res, fields).hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'enum', field: 'referralType' },
      { kind: 'format', field: 'primary.email', format: 'email' },
      { kind: 'unknown_field', field: 'foo' },
    ]);
  });

  test('Mongoose ValidationError', () => {
    const body = {
      errors: {
        bedrooms: {
          name: 'ValidatorError',
          message: 'Path `bedrooms` (25) is more than maximum allowed value (20).',
          properties: {
            message: 'Path `bedrooms` (25) is more than maximum allowed value (20).',
            type: 'max',
            max: 20,
            path: 'bedrooms',
            value: 25,
          },
          kind: 'max',
          path: 'bedrooms',
          value: 25,
        },
        referralType: {
          name: 'ValidatorError',
          message: '`renter` is not a valid enum value for path `referralType`.',
          properties: {
            message: '`renter` is not a valid enum value for path `referralType`.',
            type: 'enum',
            enumValues: ['buyer', 'seller'],
            path: 'referralType',
            value: 'renter',
          },
          kind: 'enum',
          path: 'referralType',
          value: 'renter',
        },
      },
      _message: 'Property validation failed',
      name: 'ValidationError',
      message:
        'Property validation failed: bedrooms: Path `bedrooms` (25) is more than maximum allowed value (20).',
    };
    expect(keyedErrorsParser.parse(jsonResponse(body), fields).hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
    ]);
  });

  test('zod flatten()', () => {
    const body = {
      formErrors: [],
      fieldErrors: { bedrooms: ['Number must be less than or equal to 20'], streetAddress: ['Required'] },
    };
    expect(keyedErrorsParser.parse(jsonResponse(body), fields).hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'required', field: 'streetAddress' },
    ]);
  });

  test('does not claim ordinary objects or success bodies', () => {
    expect(keyedErrorsParser.canParse(jsonResponse({ id: 'a', name: 'b' }))).toBe(false);
    expect(keyedErrorsParser.canParse(jsonResponse({ tags: ['a', 'b'] }, { status: 200 }))).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { pydanticParser } from './pydantic.ts';
import { fields, jsonResponse } from './test-response.ts';

describe('pydanticParser', () => {
  test('Pydantic 1 (FastAPI < 0.100)', () => {
    const body = {
      detail: [
        {
          loc: ['body', 'bedrooms'],
          msg: 'ensure this value is less than or equal to 20',
          type: 'value_error.number.not_le',
          ctx: { limit_value: 20 },
        },
        { loc: ['body', 'streetAddress'], msg: 'field required', type: 'value_error.missing' },
        {
          loc: ['body', 'note'],
          msg: 'ensure this value has at most 500 characters',
          type: 'value_error.any_str.max_length',
          ctx: { limit_value: 500 },
        },
        { loc: ['body', 'yearBuilt'], msg: 'value is not a valid integer', type: 'type_error.integer' },
        {
          loc: ['body', 'referralType'],
          msg: "value is not a valid enumeration member; permitted: 'buyer', 'seller'",
          type: 'type_error.enum',
          ctx: { enum_values: ['buyer', 'seller'] },
        },
        { loc: ['body', 'foo'], msg: 'extra fields not permitted', type: 'value_error.extra' },
        {
          loc: ['body', 'clientEmail'],
          msg: 'value is not a valid email address',
          type: 'value_error.email',
        },
      ],
    };
    const res = jsonResponse(body, { status: 422 });
    expect(pydanticParser.canParse(res)).toBe(true);
    const parsed = pydanticParser.parse(res, fields);
    expect(parsed.parser).toBe('pydantic');
    expect(parsed.hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'maxLength', field: 'note', value: 500 },
      { kind: 'type', field: 'yearBuilt', expected: 'integer' },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
      { kind: 'unknown_field', field: 'foo' },
      { kind: 'format', field: 'clientEmail', format: 'email' },
    ]);
    expect(parsed.messages[0]).toBe('bedrooms: ensure this value is less than or equal to 20');
  });

  test('Pydantic 2', () => {
    const body = {
      detail: [
        {
          type: 'less_than_equal',
          loc: ['body', 'bedrooms'],
          msg: 'Input should be less than or equal to 20',
          input: 25,
          ctx: { le: 20 },
        },
        {
          type: 'greater_than',
          loc: ['body', 'yearBuilt'],
          msg: 'Input should be greater than 1800',
          input: 1700,
          ctx: { gt: 1800 },
        },
        {
          type: 'literal_error',
          loc: ['body', 'referralType'],
          msg: "Input should be 'buyer' or 'seller'",
          input: 'renter',
          ctx: { expected: "'buyer' or 'seller'" },
        },
        { type: 'missing', loc: ['body', 'streetAddress'], msg: 'Field required', input: {} },
        { type: 'extra_forbidden', loc: ['body', 'foo'], msg: 'Extra inputs are not permitted', input: 1 },
        {
          type: 'string_too_short',
          loc: ['body', 'zipCode'],
          msg: 'String should have at least 5 characters',
          ctx: { min_length: 5 },
        },
        {
          type: 'int_parsing',
          loc: ['body', 'startTime'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
        },
        {
          type: 'uuid_parsing',
          loc: ['path', 'reportId'],
          msg: 'Input should be a valid UUID, invalid character',
        },
        { type: 'missing', loc: ['body', 'primary', 'email'], msg: 'Field required' },
        {
          type: 'value_error',
          loc: ['body', 'clientEmail'],
          msg: 'value is not a valid email address: An email address must have an @-sign.',
        },
        {
          type: 'json_invalid',
          loc: ['body', 12],
          msg: 'JSON decode error',
          ctx: { error: 'Expecting value' },
        },
      ],
    };
    expect(pydanticParser.parse(jsonResponse(body, { status: 422 }), fields).hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'minimum', field: 'yearBuilt', value: 1800, exclusive: true },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'unknown_field', field: 'foo' },
      { kind: 'minLength', field: 'zipCode', value: 5 },
      { kind: 'type', field: 'startTime', expected: 'integer' },
      { kind: 'format', field: 'reportId', format: 'uuid' },
      { kind: 'required', field: 'primary.email' },
      { kind: 'format', field: 'clientEmail', format: 'email' },
    ]);
  });

  test('a string detail is not Pydantic', () => {
    expect(pydanticParser.canParse(jsonResponse({ detail: 'Not authenticated' }))).toBe(false);
  });
});

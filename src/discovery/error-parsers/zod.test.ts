import { describe, expect, test } from 'vitest';
import { fields, jsonResponse } from './test-response.ts';
import { zodParser } from './zod.ts';

const issues = [
  {
    code: 'too_big',
    maximum: 20,
    type: 'number',
    inclusive: true,
    exact: false,
    message: 'Number must be less than or equal to 20',
    path: ['bedrooms'],
  },
  {
    code: 'too_small',
    minimum: 5,
    type: 'string',
    inclusive: true,
    exact: false,
    message: 'String must contain at least 5 character(s)',
    path: ['zipCode'],
  },
  {
    code: 'too_big',
    maximum: 1800,
    type: 'number',
    inclusive: false,
    message: 'Number must be less than 1800',
    path: ['yearBuilt'],
  },
  {
    received: 'renter',
    code: 'invalid_enum_value',
    options: ['buyer', 'seller'],
    path: ['referralType'],
    message: "Invalid enum value. Expected 'buyer' | 'seller', received 'renter'",
  },
  {
    code: 'invalid_type',
    expected: 'number',
    received: 'string',
    path: ['startTime'],
    message: 'Expected number, received string',
  },
  {
    code: 'invalid_type',
    expected: 'string',
    received: 'undefined',
    path: ['streetAddress'],
    message: 'Required',
  },
  { code: 'invalid_string', validation: 'email', path: ['clientEmail'], message: 'Invalid email' },
  {
    code: 'unrecognized_keys',
    keys: ['foo', 'bar'],
    path: [],
    message: "Unrecognized key(s) in object: 'foo', 'bar'",
  },
  { code: 'custom', path: ['note'], message: 'note must be shorter than or equal to 10 characters' },
];
const expected = [
  { kind: 'maximum', field: 'bedrooms', value: 20 },
  { kind: 'minLength', field: 'zipCode', value: 5 },
  { kind: 'maximum', field: 'yearBuilt', value: 1800, exclusive: true },
  { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
  { kind: 'type', field: 'startTime', expected: 'number' },
  { kind: 'required', field: 'streetAddress' },
  { kind: 'format', field: 'clientEmail', format: 'email' },
  { kind: 'unknown_field', field: 'foo' },
  { kind: 'unknown_field', field: 'bar' },
  { kind: 'maxLength', field: 'note', value: 10 },
];

describe('zodParser', () => {
  test.each([
    ['issues', { issues, name: 'ZodError' }],
    ['error.issues (a serialised safeParse result)', { success: false, error: { issues, name: 'ZodError' } }],
    ['errors', { errors: issues }],
    ['a bare array', issues],
  ])('reads issues under %s', (_where, body) => {
    const res = jsonResponse(body);
    expect(zodParser.canParse(res)).toBe(true);
    const parsed = zodParser.parse(res, fields);
    expect(parsed.parser).toBe('zod');
    expect(parsed.hints).toEqual(expected);
  });

  test('zod 4 issue shapes', () => {
    const body = {
      issues: [
        {
          origin: 'string',
          code: 'too_big',
          maximum: 500,
          inclusive: true,
          path: ['note'],
          message: 'Too big: expected string to have <=500 characters',
        },
        {
          code: 'invalid_value',
          values: ['buyer', 'seller'],
          path: ['referralType'],
          message: 'Invalid option: expected one of "buyer"|"seller"',
        },
        { code: 'invalid_format', format: 'uuid', path: ['reportId'], message: 'Invalid UUID' },
        {
          expected: 'string',
          code: 'invalid_type',
          path: ['state'],
          message: 'Invalid input: expected string, received undefined',
        },
      ],
    };
    expect(zodParser.parse(jsonResponse(body), fields).hints).toEqual([
      { kind: 'maxLength', field: 'note', value: 500 },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
      { kind: 'format', field: 'reportId', format: 'uuid' },
      { kind: 'required', field: 'state' },
    ]);
  });

  test('does not claim lists without code and path', () => {
    expect(zodParser.canParse(jsonResponse({ issues: [{ message: 'x' }] }))).toBe(false);
  });
});

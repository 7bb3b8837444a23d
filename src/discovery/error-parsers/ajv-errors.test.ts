import { describe, expect, test } from 'vitest';
import { ajvParser } from './ajv-errors.ts';
import { fields, jsonResponse } from './test-response.ts';

const errors = [
  {
    instancePath: '/bedrooms',
    schemaPath: '#/properties/bedrooms/maximum',
    keyword: 'maximum',
    params: { comparison: '<=', limit: 12 },
    message: 'must be <= 12',
  },
  {
    instancePath: '/yearBuilt',
    schemaPath: '#/properties/yearBuilt/exclusiveMinimum',
    keyword: 'exclusiveMinimum',
    params: { comparison: '>', limit: 1800 },
    message: 'must be > 1800',
  },
  {
    instancePath: '',
    schemaPath: '#/required',
    keyword: 'required',
    params: { missingProperty: 'streetAddress' },
    message: "must have required property 'streetAddress'",
  },
  {
    instancePath: '/referralType',
    schemaPath: '#/properties/referralType/enum',
    keyword: 'enum',
    params: { allowedValues: ['buyer', 'seller'] },
    message: 'must be equal to one of the allowed values',
  },
  {
    instancePath: '/note',
    schemaPath: '#/properties/note/maxLength',
    keyword: 'maxLength',
    params: { limit: 40 },
    message: 'must NOT have more than 40 characters',
  },
  {
    instancePath: '/zipCode',
    schemaPath: '#/properties/zipCode/minLength',
    keyword: 'minLength',
    params: { limit: 5 },
    message: 'must NOT have fewer than 5 characters',
  },
  {
    instancePath: '/clientEmail',
    schemaPath: '#/properties/clientEmail/format',
    keyword: 'format',
    params: { format: 'email' },
    message: 'must match format "email"',
  },
  {
    instancePath: '/dryRun',
    schemaPath: '#/properties/dryRun/type',
    keyword: 'type',
    params: { type: 'boolean' },
    message: 'must be boolean',
  },
  {
    instancePath: '',
    schemaPath: '#/additionalProperties',
    keyword: 'additionalProperties',
    params: { additionalProperty: 'foo' },
    message: 'must NOT have additional properties',
  },
  {
    instancePath: '/primary',
    schemaPath: '#/properties/primary/required',
    keyword: 'required',
    params: { missingProperty: 'email' },
    message: "must have required property 'email'",
  },
  {
    instancePath: '/zipCode',
    schemaPath: '#/properties/zipCode/pattern',
    keyword: 'pattern',
    params: { pattern: '^\\d{5}$' },
    message: 'must match pattern "^\\d{5}$"',
  },
];

describe('ajvParser', () => {
  test('finds raw ajv errors bare, under errors/details, or under error', () => {
    expect(ajvParser.canParse(jsonResponse(errors))).toBe(true);
    expect(ajvParser.canParse(jsonResponse({ errors }))).toBe(true);
    expect(ajvParser.canParse(jsonResponse({ message: 'Validation failed', details: errors }))).toBe(true);
    expect(ajvParser.canParse(jsonResponse({ error: { errors } }))).toBe(true);
    expect(ajvParser.canParse(jsonResponse({ errors: [{ message: 'x' }] }))).toBe(false);
  });

  test('reads keyword and params as typed data', () => {
    const parsed = ajvParser.parse(jsonResponse({ errors }), fields);
    expect(parsed.parser).toBe('ajv');
    expect(parsed.hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 12 },
      { kind: 'minimum', field: 'yearBuilt', value: 1800, exclusive: true },
      { kind: 'required', field: 'streetAddress' },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
      { kind: 'maxLength', field: 'note', value: 40 },
      { kind: 'minLength', field: 'zipCode', value: 5 },
      { kind: 'format', field: 'clientEmail', format: 'email' },
      { kind: 'type', field: 'dryRun', expected: 'boolean' },
      { kind: 'unknown_field', field: 'foo' },
      { kind: 'required', field: 'primary.email' },
      { kind: 'pattern', field: 'zipCode', pattern: '^\\d{5}$' },
    ]);
    expect(parsed.messages).toContain('/bedrooms must be <= 12');
  });

  test('ajv 6 dataPath form', () => {
    const parsed = ajvParser.parse(
      jsonResponse([
        {
          keyword: 'maximum',
          dataPath: '.bedrooms',
          schemaPath: '#/properties/bedrooms/maximum',
          params: { comparison: '<=', limit: 20, exclusive: false },
          message: 'should be <= 20',
        },
      ]),
      fields,
    );
    expect(parsed.hints).toEqual([{ kind: 'maximum', field: 'bedrooms', value: 20 }]);
  });
});

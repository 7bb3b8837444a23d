import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fields } from '../error-parsers/test-response.ts';
import type { ErrorHint } from './error-hint.ts';
import { interpretMessage } from './interpret-message.ts';

type Row = readonly [message: string, hints: ErrorHint[]];

function check(rows: readonly Row[], context?: string) {
  for (const [message, hints] of rows) {
    expect(interpretMessage(message, fields, context), message).toEqual(hints);
  }
}

describe('interpretMessage: class-validator wordings', () => {
  test('bounds, lengths, enums, types, formats, presence', () => {
    check([
      ['bedrooms must not be greater than 20', [{ kind: 'maximum', field: 'bedrooms', value: 20 }]],
      ['startTime must not be less than 0', [{ kind: 'minimum', field: 'startTime', value: 0 }]],
      ['clientEmail must be an email', [{ kind: 'format', field: 'clientEmail', format: 'email' }]],
      ['property foo should not exist', [{ kind: 'unknown_field', field: 'foo' }]],
      [
        'referralType must be one of the following values: buyer, seller',
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] }],
      ],
      ['streetAddress should not be empty', [{ kind: 'required', field: 'streetAddress' }]],
      ['streetAddress must be a string', [{ kind: 'type', field: 'streetAddress', expected: 'string' }]],
      ['yearBuilt must be an integer number', [{ kind: 'type', field: 'yearBuilt', expected: 'integer' }]],
      [
        'note must be shorter than or equal to 2000 characters',
        [{ kind: 'maxLength', field: 'note', value: 2000 }],
      ],
      [
        'zipCode must be longer than or equal to 5 characters',
        [{ kind: 'minLength', field: 'zipCode', value: 5 }],
      ],
      ['dryRun must be a boolean value', [{ kind: 'type', field: 'dryRun', expected: 'boolean' }]],
      ['changeOrderIds must be an array', [{ kind: 'type', field: 'changeOrderIds', expected: 'array' }]],
      ['bookedBy must be an object', [{ kind: 'type', field: 'bookedBy', expected: 'object' }]],
      ['reportId must be a UUID', [{ kind: 'format', field: 'reportId', format: 'uuid' }]],
      [
        'bedrooms must be a number conforming to the specified constraints',
        [{ kind: 'type', field: 'bedrooms', expected: 'number' }],
      ],
      [
        'each value in changeOrderIds must be a string',
        [{ kind: 'type', field: 'changeOrderIds', expected: 'string' }],
      ],
      ['primary.email must be an email', [{ kind: 'format', field: 'primary.email', format: 'email' }]],
      ['primary.property foo should not exist', [{ kind: 'unknown_field', field: 'primary.foo' }]],
      [
        'bedrooms must be a positive number',
        [{ kind: 'minimum', field: 'bedrooms', value: 0, exclusive: true }],
      ],
      ['changeOrderIds must contain at least 1 elements', [{ kind: 'invalid', field: 'changeOrderIds' }]],
    ]);
  });
});

describe('interpretMessage: ajv / Fastify wordings', () => {
  test('paths as body/x, body.x, /x and the ajv 6 "should" forms', () => {
    check([
      ['body/bedrooms must be <= 12', [{ kind: 'maximum', field: 'bedrooms', value: 12 }]],
      ['body.bedrooms should be <= 12', [{ kind: 'maximum', field: 'bedrooms', value: 12 }]],
      ['/bedrooms must be < 12', [{ kind: 'maximum', field: 'bedrooms', value: 12, exclusive: true }]],
      ['data.bedrooms should be >= 1', [{ kind: 'minimum', field: 'bedrooms', value: 1 }]],
      ["body must have required property 'streetAddress'", [{ kind: 'required', field: 'streetAddress' }]],
      ["should have required property 'streetAddress'", [{ kind: 'required', field: 'streetAddress' }]],
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
        'body.note should NOT be longer than 40 characters',
        [{ kind: 'maxLength', field: 'note', value: 40 }],
      ],
      [
        'body/clientEmail must match format "email"',
        [{ kind: 'format', field: 'clientEmail', format: 'email' }],
      ],
      ['body/bedrooms must be integer', [{ kind: 'type', field: 'bedrooms', expected: 'integer' }]],
      ['body/note must be string', [{ kind: 'type', field: 'note', expected: 'string' }]],
      [
        'body/zipCode must match pattern "^\\d{5}$"',
        [{ kind: 'pattern', field: 'zipCode', pattern: '^\\d{5}$' }],
      ],
    ]);
  });

  test('"must NOT have additional properties" names no field by itself', () => {
    expect(interpretMessage('body must NOT have additional properties', fields)).toEqual([]);
    expect(interpretMessage('must NOT have additional properties', fields, 'foo')).toEqual([
      { kind: 'unknown_field', field: 'foo' },
    ]);
  });
});

describe('interpretMessage: Joi wordings', () => {
  test('quoted subjects', () => {
    check([
      ['"bedrooms" must be less than or equal to 20', [{ kind: 'maximum', field: 'bedrooms', value: 20 }]],
      [
        '"bedrooms" must be greater than 0',
        [{ kind: 'minimum', field: 'bedrooms', value: 0, exclusive: true }],
      ],
      [
        '"referralType" must be one of [buyer, seller]',
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] }],
      ],
      [
        '"note" length must be less than or equal to 500 characters long',
        [{ kind: 'maxLength', field: 'note', value: 500 }],
      ],
      [
        '"zipCode" length must be 5 characters long',
        [
          { kind: 'minLength', field: 'zipCode', value: 5 },
          { kind: 'maxLength', field: 'zipCode', value: 5 },
        ],
      ],
      ['"x" is required', [{ kind: 'required', field: 'x' }]],
      ['"streetAddress" is required', [{ kind: 'required', field: 'streetAddress' }]],
      ['"foo" is not allowed', [{ kind: 'unknown_field', field: 'foo' }]],
      ['"note" is not allowed to be empty', [{ kind: 'required', field: 'note' }]],
      ['"clientEmail" must be a valid email', [{ kind: 'format', field: 'clientEmail', format: 'email' }]],
      ['"reportId" must be a valid GUID', [{ kind: 'format', field: 'reportId', format: 'uuid' }]],
      [
        '"primary.email" must be a valid email',
        [{ kind: 'format', field: 'primary.email', format: 'email' }],
      ],
    ]);
  });

  test('a known field that "is not allowed" is only invalid (the server forbids it here)', () => {
    expect(interpretMessage('"note" is not allowed', fields)).toEqual([{ kind: 'invalid', field: 'note' }]);
  });
});

describe('interpretMessage: Zod, Pydantic, Spring, DRF, Rails, Laravel, ASP.NET, Go, Jackson', () => {
  test('messages with the field from context', () => {
    const rows: readonly (readonly [string, string, ErrorHint[]])[] = [
      [
        'Number must be less than or equal to 20',
        'bedrooms',
        [{ kind: 'maximum', field: 'bedrooms', value: 20 }],
      ],
      [
        'String must contain at most 500 character(s)',
        'note',
        [{ kind: 'maxLength', field: 'note', value: 500 }],
      ],
      [
        'Expected number, received string',
        'bedrooms',
        [{ kind: 'type', field: 'bedrooms', expected: 'number' }],
      ],
      ['Required', 'streetAddress', [{ kind: 'required', field: 'streetAddress' }]],
      ['Invalid email', 'clientEmail', [{ kind: 'format', field: 'clientEmail', format: 'email' }]],
      [
        "Invalid enum value. Expected 'buyer' | 'seller', received 'renter'",
        'referralType',
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] }],
      ],
      [
        'ensure this value is less than or equal to 20',
        'bedrooms',
        [{ kind: 'maximum', field: 'bedrooms', value: 20 }],
      ],
      [
        'Input should be less than or equal to 20',
        'bedrooms',
        [{ kind: 'maximum', field: 'bedrooms', value: 20 }],
      ],
      [
        "Input should be 'buyer' or 'seller'",
        'referralType',
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] }],
      ],
      [
        "value is not a valid enumeration member; permitted: 'buyer', 'seller'",
        'referralType',
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] }],
      ],
      ['Field required', 'streetAddress', [{ kind: 'required', field: 'streetAddress' }]],
      ['field required', 'streetAddress', [{ kind: 'required', field: 'streetAddress' }]],
      ['Extra inputs are not permitted', 'foo', [{ kind: 'unknown_field', field: 'foo' }]],
      ['extra fields not permitted', 'foo', [{ kind: 'unknown_field', field: 'foo' }]],
      [
        'Input should be a valid integer, unable to parse string as an integer',
        'bedrooms',
        [{ kind: 'type', field: 'bedrooms', expected: 'integer' }],
      ],
      [
        'value is not a valid integer',
        'bedrooms',
        [{ kind: 'type', field: 'bedrooms', expected: 'integer' }],
      ],
      ['must be less than or equal to 20', 'bedrooms', [{ kind: 'maximum', field: 'bedrooms', value: 20 }]],
      ['must not be null', 'streetAddress', [{ kind: 'required', field: 'streetAddress' }]],
      ['must not be blank', 'streetAddress', [{ kind: 'required', field: 'streetAddress' }]],
      [
        'size must be between 5 and 10',
        'zipCode',
        [
          { kind: 'minLength', field: 'zipCode', value: 5 },
          { kind: 'maxLength', field: 'zipCode', value: 10 },
        ],
      ],
      [
        'must be a well-formed email address',
        'clientEmail',
        [{ kind: 'format', field: 'clientEmail', format: 'email' }],
      ],
      ['This field is required.', 'streetAddress', [{ kind: 'required', field: 'streetAddress' }]],
      ['This field may not be blank.', 'streetAddress', [{ kind: 'required', field: 'streetAddress' }]],
      [
        'A valid integer is required.',
        'bedrooms',
        [{ kind: 'type', field: 'bedrooms', expected: 'integer' }],
      ],
      [
        'Ensure this field has no more than 500 characters.',
        'note',
        [{ kind: 'maxLength', field: 'note', value: 500 }],
      ],
      ['"renter" is not a valid choice.', 'referralType', [{ kind: 'enum', field: 'referralType' }]],
      [
        'Enter a valid email address.',
        'clientEmail',
        [{ kind: 'format', field: 'clientEmail', format: 'email' }],
      ],
      ["can't be blank", 'streetAddress', [{ kind: 'required', field: 'streetAddress' }]],
      [
        'is too short (minimum is 5 characters)',
        'zipCode',
        [{ kind: 'minLength', field: 'zipCode', value: 5 }],
      ],
      ['is not included in the list', 'referralType', [{ kind: 'enum', field: 'referralType' }]],
      ['is not a number', 'bedrooms', [{ kind: 'type', field: 'bedrooms', expected: 'number' }]],
      ['Invalid value', 'clientEmail', [{ kind: 'invalid', field: 'clientEmail' }]],
      [
        'must be a valid ISO 8601 date string',
        'startTime',
        [{ kind: 'format', field: 'startTime', format: 'date-time' }],
      ],
    ];
    for (const [message, context, hints] of rows) {
      expect(interpretMessage(message, fields, context), message).toEqual(hints);
    }
  });

  test('messages that name their field', () => {
    check([
      ['The street address field is required.', [{ kind: 'required', field: 'streetAddress' }]],
      [
        'The bedrooms field must not be greater than 20.',
        [{ kind: 'maximum', field: 'bedrooms', value: 20 }],
      ],
      [
        'The field Bedrooms must be between 0 and 20.',
        [
          { kind: 'minimum', field: 'bedrooms', value: 0 },
          { kind: 'maximum', field: 'bedrooms', value: 20 },
        ],
      ],
      ['The StreetAddress field is required.', [{ kind: 'required', field: 'streetAddress' }]],
      ["street_address can't be blank", [{ kind: 'required', field: 'streetAddress' }]],
      [
        'Path `bedrooms` (25) is more than maximum allowed value (20).',
        [{ kind: 'maximum', field: 'bedrooms', value: 20 }],
      ],
      [
        'Path `note` is longer than the maximum allowed length (500).',
        [{ kind: 'maxLength', field: 'note', value: 500 }],
      ],
      ['json: unknown field "foo"', [{ kind: 'unknown_field', field: 'foo' }]],
      [
        'json: cannot unmarshal string into Go struct field CreatePropertyRequest.bedrooms of type int',
        [{ kind: 'type', field: 'bedrooms', expected: 'integer' }],
      ],
      [
        'JSON parse error: Cannot deserialize value of type `int` from String "abc": not a valid `int` value (through reference chain: com.acme.CreatePropertyRequest["bedrooms"])',
        [{ kind: 'type', field: 'bedrooms', expected: 'integer' }],
      ],
      [
        'Cannot deserialize value of type `com.acme.ReferralType` from String "renter": not one of the values accepted for Enum class: [buyer, seller] (through reference chain: com.acme.Req["referralType"])',
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] }],
      ],
      [
        // No reference chain: the message names the value's type only. The set is kept with the
        // field left empty, for the probe that changed one value to tie it to that field.
        'JSON parse error: Cannot deserialize value of type `com.acme.ReportKind` from String "zz": not one of the values accepted for Enum class: [EXPRESS, STANDARD]',
        [{ kind: 'enum', field: '', values: ['EXPRESS', 'STANDARD'] }],
      ],
      [
        'Unrecognized field "foo" (class com.acme.Req), not marked as ignorable',
        [{ kind: 'unknown_field', field: 'foo' }],
      ],
      [
        "Additional properties are not allowed ('foo' was unexpected)",
        [{ kind: 'unknown_field', field: 'foo' }],
      ],
      ['Additional property foo is not allowed', [{ kind: 'unknown_field', field: 'foo' }]],
      [
        "Unrecognized key(s) in object: 'foo', 'bar'",
        [
          { kind: 'unknown_field', field: 'foo' },
          { kind: 'unknown_field', field: 'bar' },
        ],
      ],
      ['found unpermitted parameter: :foo', [{ kind: 'unknown_field', field: 'foo' }]],
      [
        'unknown field `foo`, expected one of `streetAddress`, `state`',
        [{ kind: 'unknown_field', field: 'foo' }],
      ],
      ['missing field `streetAddress`', [{ kind: 'required', field: 'streetAddress' }]],
    ]);
  });
});

describe('interpretMessage: plain sentences', () => {
  test('envelope messages', () => {
    check([
      ["Missing required field 'streetAddress'", [{ kind: 'required', field: 'streetAddress' }]],
      [
        'Missing required fields: streetAddress, state',
        [
          { kind: 'required', field: 'streetAddress' },
          { kind: 'required', field: 'state' },
        ],
      ],
      ["Required field 'streetAddress' is missing", [{ kind: 'required', field: 'streetAddress' }]],
      [
        "Invalid value for field 'referralType'. Allowed: buyer, investor",
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'investor'] }],
      ],
      ["Invalid value for field 'bedrooms'", [{ kind: 'invalid', field: 'bedrooms' }]],
      ["Unknown field 'foo'", [{ kind: 'unknown_field', field: 'foo' }]],
      ["unexpected property 'foo'", [{ kind: 'unknown_field', field: 'foo' }]],
      ['streetAddress is missing', [{ kind: 'required', field: 'streetAddress' }]],
      ['streetAddress cannot be blank', [{ kind: 'required', field: 'streetAddress' }]],
      ['bedrooms must be at most 20', [{ kind: 'maximum', field: 'bedrooms', value: 20 }]],
      ['bedrooms must be <= 20', [{ kind: 'maximum', field: 'bedrooms', value: 20 }]],
      ['bedrooms should be less than or equal to 20', [{ kind: 'maximum', field: 'bedrooms', value: 20 }]],
      ['note exceeds maximum length of 500', [{ kind: 'maxLength', field: 'note', value: 500 }]],
      ['note must be at least 3 characters', [{ kind: 'minLength', field: 'note', value: 3 }]],
      ['note must be shorter than 10 characters', [{ kind: 'maxLength', field: 'note', value: 9 }]],
      ['clientEmail is not a valid email', [{ kind: 'format', field: 'clientEmail', format: 'email' }]],
      ['invalid email for clientEmail', [{ kind: 'format', field: 'clientEmail', format: 'email' }]],
      [
        'referralType must be one of: buyer | seller',
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] }],
      ],
      [
        "referralType: allowed values: 'buyer', 'seller'",
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] }],
      ],
      [
        'referralType: expected one of "buyer", "seller" or "investor"',
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller', 'investor'] }],
      ],
      ['referralType must be a valid enum value', [{ kind: 'enum', field: 'referralType' }]],
      [
        'referralType must be either buyer or seller',
        [{ kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] }],
      ],
      ['foo is not allowed', [{ kind: 'unknown_field', field: 'foo' }]],
      ['foo should not exist', [{ kind: 'unknown_field', field: 'foo' }]],
      [
        'bedrooms must be an integer between 1 and 20',
        [
          { kind: 'minimum', field: 'bedrooms', value: 1 },
          { kind: 'maximum', field: 'bedrooms', value: 20 },
          { kind: 'type', field: 'bedrooms', expected: 'integer' },
        ],
      ],
      [
        'state must be a string with at most 2 characters',
        [
          { kind: 'maxLength', field: 'state', value: 2 },
          { kind: 'type', field: 'state', expected: 'string' },
        ],
      ],
    ]);
  });

  test('numbers: decimals, negatives, exponents', () => {
    check([
      ['bedrooms must be >= -5.5', [{ kind: 'minimum', field: 'bedrooms', value: -5.5 }]],
      ['bedrooms must be <= 1e3', [{ kind: 'maximum', field: 'bedrooms', value: 1000 }]],
      ['bedrooms must be greater than or equal to .5', [{ kind: 'minimum', field: 'bedrooms', value: 0.5 }]],
      ['bedrooms must be ≤ 20.', [{ kind: 'maximum', field: 'bedrooms', value: 20 }]],
    ]);
  });
});

describe('interpretMessage: field identification', () => {
  test('a one-word field is a field only as a subject, not as an ordinary word', () => {
    expect(interpretMessage('value must be of type string', fields)).toEqual([]);
    expect(interpretMessage('type must be a string', fields)).toEqual([
      { kind: 'type', field: 'type', expected: 'string' },
    ]);
    expect(interpretMessage('message must be shorter than or equal to 10 characters', fields)).toEqual([
      { kind: 'maxLength', field: 'message', value: 10 },
    ]);
    expect(interpretMessage('Please check the state of your request', fields)).toEqual([]);
    expect(interpretMessage("type must be one of 'state', 'city'", fields)).toEqual([
      { kind: 'enum', field: 'type', values: ['state', 'city'] },
    ]);
  });

  test('known fields are matched across casing and separators, nested paths keep their dots', () => {
    expect(interpretMessage('Bedrooms must be at most 20', fields)).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
    ]);
    expect(interpretMessage('must be an email', fields, 'body.primary.email')).toEqual([
      { kind: 'format', field: 'primary.email', format: 'email' },
    ]);
    expect(interpretMessage('must be <= 12', fields, '/bedrooms')).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 12 },
    ]);
  });

  test('never invents a field', () => {
    for (const message of [
      'Token is expired',
      'Something went wrong',
      'Validation failed',
      'Bad Request',
      'Request body exceeds 1048576 bytes',
      'Invalid value',
      'Input should be a valid integer',
      'Value must be less than 10',
      'Expected double-quoted property name in JSON at position 12',
      'Unexpected token } in JSON at position 5',
      'Unknown field',
      'At least one of the fields must be provided',
    ]) {
      expect(interpretMessage(message, fields), message).toEqual([]);
    }
  });

  test('a message naming a field for a reason it does not understand is `invalid`', () => {
    expect(interpretMessage('bedrooms is weird', fields)).toEqual([{ kind: 'invalid', field: 'bedrooms' }]);
  });

  test('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
        (message, names) => {
          const hints = interpretMessage(message, names);
          expect(Array.isArray(hints)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('interpretMessage: labels in a chain, positions, Rust words, codes with params, patterns', () => {
  const axum = 'Failed to deserialize the JSON body into the target type: ';
  test('the label before the reason names the field, wherever the chain puts it; positions are no values', () => {
    check([
      [
        `${axum}type: unknown variant \`monthly\`, expected one of \`year-starter\`, \`quarterly\` at line 1 column 17`,
        [{ kind: 'enum', field: 'type', values: ['year-starter', 'quarterly'] }],
      ],
      [
        `${axum}note: unknown variant \`x\`, expected \`a\` or \`b\``,
        [{ kind: 'enum', field: 'note', values: ['a', 'b'] }],
      ],
      [
        `${axum}reportId: invalid type: string "765047", expected u64 at line 1 column 20`,
        [{ kind: 'type', field: 'reportId', expected: 'integer' }],
      ],
      [
        `${axum}changeOrderIds[1]: invalid type: string "a", expected u64 at line 1 column 36`,
        [{ kind: 'type', field: 'changeOrderIds.1', expected: 'integer' }],
      ],
      [
        'bedrooms: invalid value: integer `-1`, expected u32 at line 1 column 14',
        [
          { kind: 'type', field: 'bedrooms', expected: 'integer' },
          { kind: 'minimum', field: 'bedrooms', value: 0 },
        ],
      ],
      ['city: invalid type: string "x", expected f64', [{ kind: 'type', field: 'city', expected: 'number' }]],
      [
        'primary: invalid type: string "x", expected struct Signer',
        [{ kind: 'type', field: 'primary', expected: 'object' }],
      ],
      ['http: request body too large', []],
    ]);
  });

  test('names a reason lists belong to the labelled object; snake_case labels find their field', () => {
    check([
      [
        `${axum}primary: missing field \`legalName\` at line 1 column 23`,
        [{ kind: 'required', field: 'primary.legalName' }],
      ],
      [`${axum}missing field \`reportId\` at line 1 column 2`, [{ kind: 'required', field: 'reportId' }]],
      [
        'Input validation error: [client_email: Validation error: email [{"value": String("example")}]]',
        [{ kind: 'format', field: 'clientEmail', format: 'email' }],
      ],
      [
        'Input validation error: [booked_by.user_id: Validation error: range [{"min": Number(1.0), "max": Number(9.0)}]]',
        [
          { kind: 'minimum', field: 'bookedBy.userId', value: 1 },
          { kind: 'maximum', field: 'bookedBy.userId', value: 9 },
        ],
      ],
      [
        'Input validation error: [street_address: Validation error: length [{"min": Number(5), "max": Number(120), "value": String("x")}]]',
        [
          { kind: 'minLength', field: 'streetAddress', value: 5 },
          { kind: 'maxLength', field: 'streetAddress', value: 120 },
        ],
      ],
      [
        'state: Validation error: length [{"equal": Number(2)}]',
        [
          { kind: 'minLength', field: 'state', value: 2 },
          { kind: 'maxLength', field: 'state', value: 2 },
        ],
      ],
    ]);
  });

  test('a pattern the message shows, in quotes, slashes or bare; prose after "match" is none', () => {
    check([
      [
        'primary.email: must match ^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$',
        [{ kind: 'pattern', field: 'primary.email', pattern: '^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$' }],
      ],
      [
        'zipCode does not match the regex /^\\d{5}$/',
        [{ kind: 'pattern', field: 'zipCode', pattern: '^\\d{5}$' }],
      ],
      ['note must match the confirmation', [{ kind: 'invalid', field: 'note' }]],
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import { springParser } from './spring.ts';
import { fields, jsonResponse } from './test-response.ts';

describe('springParser', () => {
  test('Boot 2 error attributes with binding errors', () => {
    const body = {
      timestamp: '2024-05-01T10:00:00.000+00:00',
      status: 400,
      error: 'Bad Request',
      errors: [
        {
          codes: ['Max.createPropertyRequest.bedrooms', 'Max.bedrooms', 'Max.java.lang.Integer', 'Max'],
          arguments: [
            {
              codes: ['createPropertyRequest.bedrooms', 'bedrooms'],
              defaultMessage: 'bedrooms',
              code: 'bedrooms',
            },
            20,
          ],
          defaultMessage: 'must be less than or equal to 20',
          objectName: 'createPropertyRequest',
          field: 'bedrooms',
          rejectedValue: 25,
          bindingFailure: false,
          code: 'Max',
        },
        {
          defaultMessage: 'must not be blank',
          objectName: 'createPropertyRequest',
          field: 'streetAddress',
          rejectedValue: null,
          code: 'NotBlank',
        },
        {
          defaultMessage: 'must be a well-formed email address',
          objectName: 'req',
          field: 'clientEmail',
          rejectedValue: 'x',
          code: 'Email',
        },
        {
          defaultMessage: 'size must be between 5 and 10',
          objectName: 'req',
          field: 'zipCode',
          rejectedValue: '1',
          code: 'Size',
        },
      ],
      message: "Validation failed for object='createPropertyRequest'. Error count: 4",
      path: '/v1/property/',
    };
    const res = jsonResponse(body);
    expect(springParser.canParse(res)).toBe(true);
    const parsed = springParser.parse(res, fields);
    expect(parsed.parser).toBe('spring');
    expect(parsed.hints).toEqual([
      { kind: 'required', field: 'streetAddress' },
      { kind: 'format', field: 'clientEmail', format: 'email' },
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'minLength', field: 'zipCode', value: 5 },
      { kind: 'maxLength', field: 'zipCode', value: 10 },
    ]);
    expect(parsed.messages).toContain('bedrooms: must be less than or equal to 20');
  });

  test('binding-result text in `message`', () => {
    const body = {
      timestamp: '2024-05-01T10:00:00.000+00:00',
      status: 400,
      error: 'Bad Request',
      message:
        "Validation failed for argument [0] in public ResponseEntity create(CreatePropertyRequest) with 2 errors: [Field error in object 'createPropertyRequest' on field 'bedrooms': rejected value [25]; codes [Max.createPropertyRequest.bedrooms,Max]; arguments [bedrooms,20]; default message [must be less than or equal to 20]] [Field error in object 'createPropertyRequest' on field 'streetAddress': rejected value [null]; codes [NotNull.createPropertyRequest.streetAddress,NotNull]; arguments [streetAddress]; default message [must not be null]] ",
      path: '/v1/property/',
    };
    expect(springParser.parse(jsonResponse(body), fields).hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'required', field: 'streetAddress' },
    ]);
  });

  test('violations lists (Zalando Problem, Quarkus) with method-argument paths', () => {
    const body = {
      title: 'Constraint Violation',
      status: 400,
      violations: [
        { field: 'create.arg0.bedrooms', message: 'must be less than or equal to 20' },
        { field: 'create.request.referralType', message: 'must match "buyer|seller"' },
      ],
    };
    const res = jsonResponse(body);
    expect(springParser.canParse(res)).toBe(true);
    expect(springParser.parse(res, fields).hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'pattern', field: 'referralType', pattern: 'buyer|seller' },
    ]);
  });

  test('Jackson type errors in the Boot 3 problem detail name their field', () => {
    const body = {
      timestamp: '2024-05-01T10:00:00.000+00:00',
      status: 400,
      error: 'Bad Request',
      message:
        'JSON parse error: Cannot deserialize value of type `int` from String "many": not a valid `int` value (through reference chain: com.acme.CreatePropertyRequest["bedrooms"])',
      path: '/v1/property/',
    };
    expect(springParser.parse(jsonResponse(body), fields).hints).toEqual([
      { kind: 'type', field: 'bedrooms', expected: 'integer' },
    ]);
  });
});

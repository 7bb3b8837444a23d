import { describe, expect, test } from 'vitest';
import { envelopeParser } from './envelope.ts';
import { fields, jsonResponse } from './test-response.ts';

describe('envelopeParser', () => {
  test.each([
    [
      { success: false, error: "Invalid value for field 'bedrooms'" },
      [{ kind: 'invalid', field: 'bedrooms' }],
    ],
    [
      { success: false, message: "Missing required field 'streetAddress'" },
      [{ kind: 'required', field: 'streetAddress' }],
    ],
    [
      { success: false, error: "Invalid value for field 'referralType'. Allowed: buyer, investor" },
      [{ kind: 'enum', field: 'referralType', values: ['buyer', 'investor'] }],
    ],
    [{ success: false, error: "Unknown field 'foo'" }, [{ kind: 'unknown_field', field: 'foo' }]],
    [
      { ok: false, error: 'bedrooms must be at most 20' },
      [{ kind: 'maximum', field: 'bedrooms', value: 20 }],
    ],
    [
      { status: 'error', message: 'zipCode must be at least 5 characters' },
      [{ kind: 'minLength', field: 'zipCode', value: 5 }],
    ],
    [
      { error: { code: 'VALIDATION_ERROR', message: 'Invalid value', field: 'clientEmail' } },
      [{ kind: 'invalid', field: 'clientEmail' }],
    ],
    [
      { error: { code: 'MISSING_FIELD', message: 'A value is needed', field: 'streetAddress' } },
      [{ kind: 'required', field: 'streetAddress' }],
    ],
  ])('%j, under HTTP 200 too', (body, hints) => {
    for (const status of [200, 400]) {
      const res = jsonResponse(body, { status });
      expect(envelopeParser.canParse(res)).toBe(true);
      const parsed = envelopeParser.parse(res, fields);
      expect(parsed.parser).toBe('envelope');
      expect(parsed.hints).toEqual(hints);
      expect(parsed.messages.length).toBeGreaterThan(0);
    }
  });

  test('Stripe-style error objects: `param` and machine codes', () => {
    const body = {
      error: {
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        param: 'foo',
        message: 'Received unknown parameter: foo',
        doc_url: 'https://stripe.com/docs/error-codes/parameter-unknown',
      },
    };
    expect(envelopeParser.parse(jsonResponse(body), fields).hints).toEqual([
      { kind: 'unknown_field', field: 'foo' },
    ]);
  });

  test('Google-style details with fieldViolations, and Microsoft-style targets', () => {
    const google = {
      error: {
        code: 400,
        message: 'Request contains an invalid argument.',
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.BadRequest',
            fieldViolations: [{ field: 'bedrooms', description: 'must be <= 20' }],
          },
        ],
      },
    };
    expect(envelopeParser.parse(jsonResponse(google), fields).hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
    ]);
    const microsoft = {
      error: {
        code: 'BadArgument',
        message: 'Multiple errors in request',
        details: [{ code: 'NullValue', target: 'streetAddress', message: 'streetAddress cannot be null' }],
      },
    };
    expect(envelopeParser.parse(jsonResponse(microsoft), fields).hints).toEqual([
      { kind: 'required', field: 'streetAddress' },
    ]);
  });

  test('JSend fail: data keyed by field', () => {
    const body = {
      status: 'fail',
      data: { bedrooms: 'must be less than or equal to 20', referralType: 'must be one of buyer, seller' },
    };
    expect(envelopeParser.parse(jsonResponse(body, { status: 200 }), fields).hints).toEqual([
      { kind: 'maximum', field: 'bedrooms', value: 20 },
      { kind: 'enum', field: 'referralType', values: ['buyer', 'seller'] },
    ]);
  });

  test('a success body is not an envelope failure', () => {
    expect(
      envelopeParser.canParse(jsonResponse({ success: true, error: null, data: { id: 1 } }, { status: 200 })),
    ).toBe(false);
  });
});

import { describe, expect, test } from 'vitest';
import { catalog } from '../../fixtures/catalog.ts';
import { documentedSuccess } from './documented-success.ts';
import { aCase, aContext, anExchange, aResponse, causes } from './test-support.ts';

describe('documented_success', () => {
  const ctx = aContext(catalog.createProperty);
  const valid = aCase({ id: 'op01-valid_full-000', operation: 1, pathParams: {} });

  test('fires when a documented-success operation refuses a valid authorised request', () => {
    expect(causes(documentedSuccess, anExchange(aResponse(400)), valid, ctx)).toEqual(['status:400']);
    expect(causes(documentedSuccess, anExchange(aResponse(200, { success: false })), valid, ctx)).toEqual([
      'status:200',
    ]);
    const minimal = { ...valid, scenario: 'valid_minimal' as const };
    expect(documentedSuccess.run(anExchange(aResponse(404)), minimal, ctx)[0]?.severity).toBe('high');
  });

  test('does not fire on success, on other operations, on edge cases, or without the token', () => {
    expect(documentedSuccess.run(anExchange(aResponse(201)), valid, ctx)).toEqual([]);
    expect(documentedSuccess.run(anExchange(aResponse(400)), valid, aContext(catalog.homeNote))).toEqual([]);
    expect(
      documentedSuccess.run(
        anExchange(aResponse(400)),
        { ...valid, scenario: 'missing_field', validity: 'unknown' },
        ctx,
      ),
    ).toEqual([]);
    expect(documentedSuccess.run(anExchange(aResponse(401)), { ...valid, auth: 'none' }, ctx)).toEqual([]);
    expect(
      documentedSuccess.run(anExchange(undefined, { failure: { kind: 'reset', message: '' } }), valid, ctx),
    ).toEqual([]);
  });

  test('does not fire on a body built from guesses the server never accepted (validity unknown)', () => {
    const guessed = { ...valid, validity: 'unknown' as const };
    expect(documentedSuccess.run(anExchange(aResponse(400)), guessed, ctx)).toEqual([]);
  });

  test('says what success looks like on this server when discovery learned it', () => {
    const learned = aContext(catalog.createProperty, 1000, {
      answers: { ...ctx.conventions.answers, succeeded: { source: 'learned', statuses: [201] } },
    });
    expect(documentedSuccess.run(anExchange(aResponse(400)), valid, learned)[0]?.expected).toBe(
      'a success: 201 (as this server answers)',
    );
  });
});

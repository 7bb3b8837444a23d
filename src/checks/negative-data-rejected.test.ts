import { describe, expect, test } from 'vitest';
import { catalog } from '../../fixtures/catalog.ts';
import { negativeDataRejected } from './negative-data-rejected.ts';
import { aCase, aContext, anExchange, aResponse, causes } from './test-support.ts';

describe('negative_data_rejected', () => {
  const malformed = aCase({
    id: 'op13-malformed_json',
    scenario: 'malformed_json',
    validity: 'invalid',
    body: { kind: 'raw', text: '{"note": ', contentType: 'application/json' },
  });

  test('fires when certainly invalid input is answered 2xx without a failure envelope', () => {
    const [d] = negativeDataRejected.run(anExchange(aResponse(200)), malformed, aContext());
    expect(d).toMatchObject({ severity: 'high', cause: 'malformed_json' });
    const field = aCase({ scenario: 'wrong_type', field: 'note', validity: 'invalid' });
    expect(causes(negativeDataRejected, anExchange(aResponse(201)), field, aContext())).toEqual([
      'wrong_type:note',
    ]);
  });

  test('does not fire on rejections, failure envelopes, or input of unknown validity', () => {
    expect(negativeDataRejected.run(anExchange(aResponse(400)), malformed, aContext())).toEqual([]);
    expect(negativeDataRejected.run(anExchange(aResponse(422)), malformed, aContext())).toEqual([]);
    expect(
      negativeDataRejected.run(anExchange(aResponse(200, { success: false })), malformed, aContext()),
    ).toEqual([]);
    const unknown = aCase({ scenario: 'wrong_type', field: 'note', validity: 'unknown' });
    expect(negativeDataRejected.run(anExchange(aResponse(200)), unknown, aContext())).toEqual([]);
    // A 500 is not_a_server_error's business.
    expect(negativeDataRejected.run(anExchange(aResponse(500)), malformed, aContext())).toEqual([]);
  });

  test('does not fire where discovery showed the GET body is ignored', () => {
    const broken = aCase({ scenario: 'malformed_json', validity: 'invalid' });
    expect(
      negativeDataRejected.run(
        anExchange(aResponse(200)),
        broken,
        aContext(catalog.homeNote, 1000, { bodyIgnored: true }),
      ),
    ).toEqual([]);
    expect(negativeDataRejected.run(anExchange(aResponse(200)), broken, aContext())).toHaveLength(1);
  });

  test('where discovery saw the controls accepted (what does not decode is no input), only the controls are not judged', () => {
    const lenient = aContext(catalog.homeNote, 1000, { invalidBodyAccepted: true });
    const judged = (scenario: 'malformed_json' | 'array_for_object' | 'wrong_type') =>
      causes(
        negativeDataRejected,
        anExchange(aResponse(200)),
        aCase({ scenario, validity: 'invalid', ...(scenario === 'wrong_type' && { field: 'note' }) }),
        lenient,
      );
    expect(judged('malformed_json')).toEqual([]);
    expect(judged('array_for_object')).toEqual([]);
    expect(judged('wrong_type')).toEqual(['wrong_type:note']);
  });
});

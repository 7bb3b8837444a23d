import { describe, expect, test } from 'vitest';
import { caseCurl } from './case-curl.ts';
import { aCase, anExchange, aResponse } from './test-support.ts';

describe('caseCurl', () => {
  test("the case's own body, not the record's (which may be cut short)", () => {
    const c = aCase({ body: { kind: 'json', value: { note: 'the whole note' } } });
    const command = caseCurl(anExchange(aResponse(200)), c);
    expect(command).toContain(`--data-raw '{"note":"the whole note"}'`);
    expect(command).toContain('-H "Authorization: Bearer $ACCESS_TOKEN"');
    expect(command).not.toContain('[REDACTED]');
  });

  test("the other tenant's case reads $ACCESS_TOKEN_B; a case without a body shows the record's", () => {
    const other = caseCurl(
      anExchange(aResponse(200)),
      aCase({ scenario: 'other_tenant', auth: 'other_tenant' }),
    );
    expect(other).toContain('-H "Authorization: Bearer $ACCESS_TOKEN_B"');
    const none = caseCurl(anExchange(aResponse(200)), aCase({ body: { kind: 'none' } }));
    expect(none).toContain(`--data-raw '{"note":"hello"}'`);
  });

  test('a raw body is shown as sent', () => {
    const raw = aCase({ body: { kind: 'raw', text: '{"a": \'1\'', contentType: 'text/plain' } });
    expect(caseCurl(anExchange(aResponse(400)), raw)).toContain(`--data-raw '{"a": '\\''1'\\'''`);
  });
});
